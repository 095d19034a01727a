import type { SocialNetwork } from '@firm/data';

/** Simple line-art glyphs (24 x 24) for the networks the content can link to. */
const glyphs: Record<SocialNetwork, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  x: 'M4 4l16 16M20 4L4 20',
  linkedin:
    'M5 9h3v11H5zM6.5 4a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM11 9h3v1.6c.6-1 1.8-1.8 3.4-1.8 2.7 0 3.6 1.7 3.6 4.4V20h-3v-6c0-1.4-.4-2.4-1.8-2.4S14 12.6 14 14v6h-3z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  youtube:
    'M21 8.2a2.6 2.6 0 0 0-1.8-1.8C17.6 6 12 6 12 6s-5.6 0-7.2.4A2.6 2.6 0 0 0 3 8.2 27 27 0 0 0 2.6 12 27 27 0 0 0 3 15.8a2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.2.4 7.2.4s5.6 0 7.2-.4a2.6 2.6 0 0 0 1.8-1.8 27 27 0 0 0 .4-3.8 27 27 0 0 0-.4-3.8zM10 15V9l5 3z',
};

/** Networks drawn with strokes rather than fills. */
const stroked: ReadonlySet<SocialNetwork> = new Set(['x']);

/** A social network's glyph; decorative, so the link around it must carry the name. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const isStroked = stroked.has(network);
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={glyphs[network]}
        fill={isStroked ? 'none' : 'currentColor'}
        stroke={isStroked ? 'currentColor' : 'none'}
        strokeWidth={isStroked ? 2.5 : undefined}
        strokeLinecap="round"
        fillRule="evenodd"
      />
    </svg>
  );
}
