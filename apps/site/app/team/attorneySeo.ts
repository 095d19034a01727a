import { type Attorney, firm } from '@firm/data';
import { breadcrumbs, canonicalUrl, type JsonLd, SITE_URL } from '../seo';
import { attorneyPath, teamPath } from './paths';

/**
 * Structured data of an attorney's page: the attorney as a schema.org `Person` working for the
 * firm, and the breadcrumb trail Home > Attorneys > name.
 */
export function attorneyJsonLd(attorney: Attorney): JsonLd[] {
  const url = canonicalUrl(attorneyPath(attorney));
  return [
    {
      '@type': 'Person',
      name: attorney.name,
      jobTitle: attorney.title,
      telephone: attorney.phone,
      email: attorney.email,
      worksFor: { '@type': 'LegalService', name: firm.name, url: canonicalUrl('/') },
      // Vite emits assets as root-relative paths; structured data wants an absolute address.
      image: new URL(attorney.AtImg.src, SITE_URL).href,
      url,
      description: attorney.about,
    },
    breadcrumbs([
      { name: 'Home', path: '/' },
      { name: 'Attorneys', path: teamPath },
      { name: attorney.name, path: attorneyPath(attorney) },
    ]),
  ];
}
