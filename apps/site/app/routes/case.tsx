import { detailSlugs } from '@firm/data';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { PageTitle } from '../layout/PageTitle';
import { notFoundMeta, pageMeta, titleFromSlug } from '../seo';
import type { Route } from './+types/case';

export const meta = ({ params }: Route.MetaArgs) =>
  detailSlugs.case.includes(params.slug)
    ? pageMeta(titleFromSlug(params.slug), `Case study: ${titleFromSlug(params.slug)}.`)
    : notFoundMeta();

export default function CasePage({ params }: Route.ComponentProps) {
  if (!detailSlugs.case.includes(params.slug)) {
    return <NotFoundMessage />;
  }
  return <PageTitle title={titleFromSlug(params.slug)} />;
}
