import { firm, type PracticeArea } from '@firm/data';
import type { MetaDescriptor } from 'react-router';
import { breadcrumbs, canonicalUrl, type JsonLd, pageMeta, SITE_URL } from '../seo';
import { practicePath, servicesPath } from './paths';

/**
 * The firm as a schema.org LegalService, the provider of every practice area: a short reference
 * (the home pages carry the full node with address parts and opening hours).
 */
export const firmLegalService: JsonLd = {
  '@type': 'LegalService',
  name: firm.name,
  url: `${SITE_URL}/`,
  telephone: firm.phone,
  email: firm.email,
  address: firm.address,
};

/** Title, description and JSON-LD (Service with its provider, BreadcrumbList) of a practice page. */
export function practiceMeta(area: PracticeArea, pathname: string): MetaDescriptor[] {
  const path = practicePath(area.slug);
  return pageMeta({
    title: area.sTitle,
    description: area.description,
    path: pathname,
    jsonLd: [
      {
        '@type': 'Service',
        name: area.sTitle,
        serviceType: area.sTitle,
        description: area.description,
        url: canonicalUrl(path),
        image: canonicalUrl(area.sImg.src),
        provider: firmLegalService,
        areaServed: 'Philadelphia, PA',
      },
      breadcrumbs([
        { name: 'Home', path: '/' },
        { name: 'Practice Areas', path: servicesPath },
        { name: area.sTitle, path },
      ]),
    ],
  });
}
