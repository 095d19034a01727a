import { attorneySlug, firm, officeHours } from '@firm/data';
import { canonicalUrl, type JsonLd, SITE_URL, SOCIAL_IMAGE } from '../seo';
import { attorneyPath } from '../team/paths';

/**
 * Opening hours in schema.org's `openingHours` form. The contact page's hours
 * ('Mon-Sun, 10am-7pm') are the ones clients can call in; the footer's office time is shorter.
 */
export const OPENING_HOURS = `Mo-Su ${officeHours.opens}-${officeHours.closes}`;

/**
 * The firm as a schema.org `LegalService`, for the home pages. The address is split into
 * `PostalAddress` parts from the one display line ('street, suite, city, ST 12345').
 */
export function legalServiceJsonLd(): JsonLd {
  return {
    '@type': 'LegalService',
    name: firm.name,
    telephone: firm.phone,
    email: firm.email,
    address: postalAddress(firm.address),
    openingHours: OPENING_HOURS,
    url: canonicalUrl('/'),
    image: `${SITE_URL}${SOCIAL_IMAGE}`,
    description: firm.about,
  };
}

/**
 * The site as a schema.org `WebSite` whose `accountablePerson` is the attorney responsible for it
 * (ABA Model Rule 7.2(c)). schema.org defines `accountablePerson` on a CreativeWork as "the
 * Person that is legally accountable for the CreativeWork", which is exactly that role; a
 * LegalService's `employee` would only say the attorney works there (all five do), and `founder`
 * would claim something else.
 */
export function webSiteJsonLd(): JsonLd {
  return {
    '@type': 'WebSite',
    name: firm.name,
    url: canonicalUrl('/'),
    publisher: { '@type': 'LegalService', name: firm.name, url: canonicalUrl('/') },
    // The attorney's office is the firm's (checked in @firm/data); the page is their profile.
    accountablePerson: {
      '@type': 'Person',
      name: firm.responsibleAttorney,
      address: postalAddress(firm.address),
      url: canonicalUrl(attorneyPath({ slug: attorneySlug(firm.responsibleAttorney) })),
    },
  };
}

/** '1200 Market Street, Suite 400, Philadelphia, PA 19107' as a schema.org PostalAddress. */
export function postalAddress(line: string): JsonLd {
  const parts = line.split(',').map((part) => part.trim());
  const regionAndCode = parts.at(-1) ?? '';
  const locality = parts.at(-2) ?? '';
  const street = parts.slice(0, -2).join(', ');
  // 'PA 19107': a US state code and ZIP code; anything else stays whole as the region.
  const stateAndZip = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(regionAndCode);
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    addressRegion: stateAndZip?.[1] ?? regionAndCode,
    ...(stateAndZip?.[2] ? { postalCode: stateAndZip[2], addressCountry: 'US' } : {}),
  };
}
