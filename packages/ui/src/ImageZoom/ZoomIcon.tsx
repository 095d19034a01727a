import * as styles from './ImageZoom.css.js';

/** The expand and minimize arrows of `ImageZoom`'s two buttons. */
export function ZoomIcon({ kind }: { kind: 'expand' | 'minimize' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={
          kind === 'expand'
            ? 'M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7'
            : 'M20 4l-6 6M14 4v6h6M4 20l6-6M10 20v-6H4'
        }
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
