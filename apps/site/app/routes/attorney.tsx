import { detailSlugs } from '@firm/data';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { PageTitle } from '../layout/PageTitle';
import { notFoundMeta, pageMeta, titleFromSlug } from '../seo';
import type { Route } from './+types/attorney';

export const meta = ({ params }: Route.MetaArgs) =>
  detailSlugs.attorney.includes(params.slug)
    ? pageMeta(titleFromSlug(params.slug), `Attorney: ${titleFromSlug(params.slug)}.`)
    : notFoundMeta();

export default function AttorneyPage({ params }: Route.ComponentProps) {
  if (!detailSlugs.attorney.includes(params.slug)) {
    return <NotFoundMessage />;
  }
  return <PageTitle title={titleFromSlug(params.slug)} />;
}
