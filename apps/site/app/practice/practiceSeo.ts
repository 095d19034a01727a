import type { PracticeArea } from '@firm/data';
import type { MetaDescriptor } from 'react-router-dom';
import { legalServiceJsonLd } from '../home/legalService';
import { breadcrumbs, canonicalUrl, pageMeta } from '../seo';
import { practicePath, servicesPath } from './paths';

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
        provider: legalServiceJsonLd(),
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
