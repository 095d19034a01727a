/** Business constants and limits from spec §9. */

/** Currency symbol, always written before the amount ('$65'). */
export const currency = '$';

/**
 * Formats integer cents with the currency prefix: whole amounts without decimals, as the spec
 * writes prices ('$65'), others with two ('$24.50').
 */
export function formatPrice(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const units = Math.floor(absolute / 100);
  const rest = absolute % 100;
  return `${sign}${currency}${units}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Choices of the contact and appointment forms' subject field. */
export const contactSubjects = [
  'Family Law',
  'Personal Injury',
  'Criminal Law',
  'Education Law',
  'Business Law',
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/**
 * Checkout payment radio. The labels are swapped relative to the values on purpose (spec §2):
 * the value `cash` is labelled 'Payment By Card' and reveals the card form; `card` is labelled
 * 'Cash On delivery' and links straight to the order page. Keep both readings.
 */
export const paymentMethods = [
  { value: 'cash', label: 'Payment By Card' },
  { value: 'card', label: 'Cash On delivery' },
] as const;
export type PaymentMethodValue = (typeof paymentMethods)[number]['value'];

/** Counts and thresholds the pages use. */
export const limits = {
  /** The shop grid shows the first 12 products. */
  shopProducts: 12,
  /** The blog teaser shows the first 2 posts. */
  blogTeaser: 2,
  /** The blog sidebar lists the 3 most recent posts. */
  recentPosts: 3,
  /** The footer lists the first 4 practice areas. */
  footerPracticeAreas: 4,
  /** A case page lists 3 related cases. */
  relatedCases: 3,
  /** The static blog pager shows pages 1 to 3. */
  blogPagerPages: 3,
  /** The case-study slider shows the first 6 cases. */
  caseSlider: 6,
  /** Fixed text '(25 customer reviews)' on the product page. */
  reviewCount: 25,
  /** Star ratings run from 1 to 5. */
  starScale: 5,
  /** The header becomes fixed once the page is scrolled beyond this many px. */
  headerFixedAfterPx: 80,
} as const;

/**
 * Toasts (spec §9): auto-close after 5 s, top right, dismissed by a drag of 80 % of their width,
 * paused while the window has no focus; named as the kit's `Toaster` props, so the site passes
 * them as they are. The rest of the spec's line needs no setting: the kit's toasts always pause
 * on hover and on focus, and take the page's (light) theme.
 */
export const toastSettings = {
  duration: 5000,
  position: 'top-right',
  dragThreshold: 0.8,
  pauseOnFocusLoss: true,
} as const;
