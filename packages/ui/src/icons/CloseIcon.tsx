import * as styles from './icons.css.js';

/** The "×" glyph of close and dismiss buttons; decorative, the button carries the name. */
export function CloseIcon({ className = styles.icon }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
