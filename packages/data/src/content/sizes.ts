/**
 * Pixel sizes of the artwork, one per kind of image. They must equal the `width`/`height` of the
 * SVG files (a test checks this); a firm swapping in its own artwork changes them here.
 */
export const LINE_ICON = { width: 64, height: 64 } as const;
export const ILLUSTRATION = { width: 600, height: 400 } as const;
export const WIDE_ILLUSTRATION = { width: 1200, height: 600 } as const;
export const CASE_ILLUSTRATION = { width: 600, height: 450 } as const;
export const PORTRAIT = { width: 400, height: 480 } as const;
export const AVATAR = { width: 120, height: 120 } as const;
export const PARTNER_LOGO = { width: 200, height: 80 } as const;
export const PRODUCT_PHOTO = { width: 400, height: 400 } as const;
export const AWARD_BADGE = { width: 120, height: 120 } as const;
export const HERO = { width: 1600, height: 800 } as const;
export const CARD_LOGO = { width: 80, height: 50 } as const;
