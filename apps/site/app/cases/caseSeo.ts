import type { CaseStudy } from '@firm/data';
import type { MetaDescriptor } from 'react-router-dom';
import { breadcrumbs, pageMeta } from '../seo';
import { casePath, caseStudiesPath } from './paths';

/** Title, description and BreadcrumbList of a case page. */
export function caseMeta(study: CaseStudy, pathname: string): MetaDescriptor[] {
  return pageMeta({
    title: study.cTitle,
    description: `${study.category} case study: ${study.challenge}`,
    path: pathname,
    jsonLd: [
      breadcrumbs([
        { name: 'Home', path: '/' },
        { name: 'Case Studies', path: caseStudiesPath },
        { name: study.cTitle, path: casePath(study.slug) },
      ]),
    ],
  });
}
