import type * as v from 'valibot';
import cobaltVenturesLogo from '../assets/partners/cobalt-ventures.svg';
import harborFinchLogo from '../assets/partners/harbor-finch.svg';
import meridianTrustLogo from '../assets/partners/meridian-trust.svg';
import northbridgeCapitalLogo from '../assets/partners/northbridge-capital.svg';
import oakhavenGroupLogo from '../assets/partners/oakhaven-group.svg';
import summitRealtyLogo from '../assets/partners/summit-realty.svg';
import type { PartnerListSchema } from '../schemas/partners.js';
import { PARTNER_LOGO } from './sizes.js';

/** Fictional partner companies; six, so the five-per-view slider always has one to scroll to. */
export const partnerContent: v.InferInput<typeof PartnerListSchema> = [
  {
    id: 'northbridge-capital',
    name: 'Northbridge Capital',
    logo: { src: northbridgeCapitalLogo, alt: 'Northbridge Capital', ...PARTNER_LOGO },
  },
  {
    id: 'meridian-trust',
    name: 'Meridian Trust',
    logo: { src: meridianTrustLogo, alt: 'Meridian Trust', ...PARTNER_LOGO },
  },
  {
    id: 'oakhaven-group',
    name: 'Oakhaven Group',
    logo: { src: oakhavenGroupLogo, alt: 'Oakhaven Group', ...PARTNER_LOGO },
  },
  {
    id: 'harbor-finch',
    name: 'Harbor & Finch',
    logo: { src: harborFinchLogo, alt: 'Harbor & Finch', ...PARTNER_LOGO },
  },
  {
    id: 'summit-realty',
    name: 'Summit Realty',
    logo: { src: summitRealtyLogo, alt: 'Summit Realty', ...PARTNER_LOGO },
  },
  {
    id: 'cobalt-ventures',
    name: 'Cobalt Ventures',
    logo: { src: cobaltVenturesLogo, alt: 'Cobalt Ventures', ...PARTNER_LOGO },
  },
];
