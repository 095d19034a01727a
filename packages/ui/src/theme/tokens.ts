/** The two schemes a theme can be drawn for. */
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/**
 * Raw design tokens as typed data. A theme is one object of this shape; the contract in
 * `vars.css.ts` is derived from it, so a reusing site rebrands by writing another object.
 */
export interface ThemeTokens {
  /** Which native controls and scrollbars the browser draws (CSS `color-scheme`). */
  colorScheme: ColorScheme;
  color: {
    /** Page background. */
    surface: string;
    /** Raised panels, cards. */
    surfaceRaised: string;
    /** Muted panels (page title band, sidebars). */
    surfaceMuted: string;
    /** Dark brand band (top bar, footer). */
    surfaceInverse: string;
    /** Body text. */
    text: string;
    /** Secondary text with at least 4.5:1 contrast on `surface`. */
    textMuted: string;
    /** Text on `surfaceInverse`. */
    textInverse: string;
    /** Brand accent used for buttons and highlights. */
    accent: string;
    /** Text on `accent`. */
    onAccent: string;
    /** Darker accent for hover and for accent-coloured text on light surfaces. */
    accentStrong: string;
    /** Hairlines and field borders (at least 3:1 against `surface` and `surfaceMuted`). */
    border: string;
    /** Focus ring. */
    focus: string;
    /** Success messages and icons (4.5:1 on `surface`). */
    success: string;
    /** Errors and invalid fields (4.5:1 on `surface`). */
    danger: string;
    /** Warnings (4.5:1 on `surface`). */
    warning: string;
    /** Neutral information (4.5:1 on `surface`). */
    info: string;
    /**
     * Plate behind transparent artwork drawn in dark ink (partner logos, line icons): the
     * artwork is drawn for light pages, so a dark scheme keeps this light.
     */
    surfaceArtwork: string;
  };
  font: {
    body: string;
    heading: string;
  };
  fontSize: {
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    display: string;
  };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
  };
  radius: {
    sm: string;
    md: string;
    pill: string;
  };
  shadow: {
    raised: string;
    overlay: string;
  };
  motion: {
    fast: string;
    slow: string;
  };
}

/** The default law-firm brand: navy and gold, serif headings. */
export const lawFirmTokens: ThemeTokens = {
  colorScheme: 'light',
  color: {
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceMuted: '#f3f1ec',
    surfaceInverse: '#0f1f3a',
    text: '#1b2433',
    textMuted: '#4a5468',
    textInverse: '#f5f1e6',
    accent: '#c0a062',
    onAccent: '#0f1f3a',
    accentStrong: '#7a5c1e',
    border: '#7d828c',
    focus: '#1d5fd1',
    success: '#1e6b3a',
    danger: '#a4232b',
    warning: '#8a5a00',
    info: '#1d4f91',
    surfaceArtwork: '#ffffff',
  },
  font: {
    body: '"Inter Variable", "Segoe UI", system-ui, -apple-system, sans-serif',
    heading: '"Playfair Display Variable", Georgia, "Times New Roman", serif',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: '2.25rem',
    display: 'clamp(2.25rem, 5vw + 1rem, 4rem)',
  },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radius: {
    sm: '2px',
    md: '6px',
    pill: '999px',
  },
  shadow: {
    raised: '0 1px 2px rgb(15 31 58 / 0.08), 0 4px 16px rgb(15 31 58 / 0.08)',
    overlay: '0 12px 48px rgb(15 31 58 / 0.28)',
  },
  motion: {
    fast: '150ms',
    slow: '400ms',
  },
};

/** A second brand (a teal-and-slate firm) that proves the kit rebrands without code changes. */
export const harbourTokens: ThemeTokens = {
  ...lawFirmTokens,
  color: {
    surface: '#fbfcfc',
    surfaceRaised: '#ffffff',
    surfaceMuted: '#e8f1f1',
    surfaceInverse: '#12343b',
    text: '#14222b',
    textMuted: '#44545e',
    textInverse: '#eef7f7',
    accent: '#2a7f86',
    onAccent: '#ffffff',
    accentStrong: '#1c5c61',
    border: '#72838a',
    focus: '#b3541e',
    success: '#1e6b3a',
    danger: '#a4232b',
    warning: '#8a5a00',
    info: '#1d4f91',
    surfaceArtwork: '#ffffff',
  },
  font: {
    body: '"Inter Variable", system-ui, sans-serif',
    heading: '"Inter Variable", system-ui, sans-serif',
  },
  radius: {
    sm: '4px',
    md: '12px',
    pill: '999px',
  },
};

/**
 * The law-firm brand for dark surroundings: a deep slate page, navy bands, lighter gold for
 * accent-coloured text and black shadows. Every pair the kit draws keeps WCAG AA contrast
 * (`theme.test.ts`).
 */
export const lawFirmDarkTokens: ThemeTokens = {
  ...lawFirmTokens,
  colorScheme: 'dark',
  color: {
    surface: '#131a26',
    surfaceRaised: '#1b2433',
    surfaceMuted: '#1f2a3c',
    surfaceInverse: '#0a1530',
    text: '#ebe6da',
    textMuted: '#b3b9c5',
    textInverse: '#f5f1e6',
    accent: '#c9a96b',
    onAccent: '#0f1f3a',
    accentStrong: '#e3c78f',
    border: '#7f8899',
    focus: '#8cb8ff',
    success: '#7ad39a',
    danger: '#ff9591',
    warning: '#f2bf63',
    info: '#93bcff',
    surfaceArtwork: '#ece7dc',
  },
  shadow: {
    raised: '0 1px 2px rgb(0 0 0 / 0.4), 0 4px 16px rgb(0 0 0 / 0.35)',
    overlay: '0 12px 48px rgb(0 0 0 / 0.6)',
  },
};
