import type * as v from 'valibot';
import mastercardLogo from '../assets/card-types/mastercard.svg';
import paypalLogo from '../assets/card-types/paypal.svg';
import skrillLogo from '../assets/card-types/skrill.svg';
import visaLogo from '../assets/card-types/visa.svg';
import type { CardTypeSchema } from '../schemas/checkout.js';
import { CARD_LOGO } from './sizes.js';

/**
 * The card types the checkout's card picker offers. The logos are simple original marks with
 * the name as text, not the brands' trademarks.
 */
export const cardTypeContent: v.InferInput<typeof CardTypeSchema>[] = [
  { value: 'visa', label: 'Visa', logo: { src: visaLogo, alt: 'Visa', ...CARD_LOGO } },
  {
    value: 'mastercard',
    label: 'Mastercard',
    logo: { src: mastercardLogo, alt: 'Mastercard', ...CARD_LOGO },
  },
  { value: 'skrill', label: 'Skrill', logo: { src: skrillLogo, alt: 'Skrill', ...CARD_LOGO } },
  { value: 'paypal', label: 'PayPal', logo: { src: paypalLogo, alt: 'PayPal', ...CARD_LOGO } },
];
