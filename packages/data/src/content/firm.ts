import type * as v from 'valibot';
import type { AdvertisingNoticeSchema } from '../schemas/advertising.js';
import type { FirmSchema } from '../schemas/firm.js';

/** The firm itself: contact details, hours, about text and map. Swap these for a real firm. */
export const firmContent: v.InferInput<typeof FirmSchema> = {
  name: 'Lexington & Hale',
  // 555-01xx numbers are reserved for fiction, so the demo never rings a real line.
  phone: '+1 (215) 555-0142',
  // `.example` is a reserved domain: mail to it goes nowhere.
  email: 'hello@lexington-hale.example',
  address: '1200 Market Street, Suite 400, Philadelphia, PA 19107',
  contactOfficeHours: 'Mon-Sun, 10am-7pm',
  footerOfficeTime: '10AM-5PM',
  about:
    'Lexington & Hale is a Philadelphia law firm advising families, individuals and businesses since 2004. We give straight answers, prepare thoroughly and stay with our clients until the matter is closed.',
  // Network home pages until the firm supplies its own profile addresses.
  socials: [
    { network: 'facebook', url: 'https://www.facebook.com/', label: 'Facebook' },
    { network: 'x', url: 'https://x.com/', label: 'X' },
    { network: 'linkedin', url: 'https://www.linkedin.com/', label: 'LinkedIn' },
    { network: 'instagram', url: 'https://www.instagram.com/', label: 'Instagram' },
  ],
  map: {
    // OpenStreetMap needs no API key or cookie consent; the marker sits on the office.
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=-75.1660%2C39.9490%2C-75.1540%2C39.9550&layer=mapnik&marker=39.9520%2C-75.1600',
    title: 'Map showing the Lexington & Hale office at 1200 Market Street, Philadelphia',
  },
  copyrightHolder: 'Lexington & Hale LLP',
  // The managing partner answers for the firm's advertising.
  responsibleAttorney: 'Robert William',
};

/**
 * The one notice shown beside every case result and testimonial, as bar advertising rules ask.
 * Kept with the firm's details: every page loads them already, so the notice costs no request.
 */
export const advertisingNoticeContent: v.InferInput<typeof AdvertisingNoticeSchema> = {
  label: 'Attorney Advertising',
  disclaimer: 'Prior results do not guarantee a similar outcome.',
};
