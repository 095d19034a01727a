import { detailSlugs } from '@firm/data';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { PageTitle } from '../layout/PageTitle';
import { notFoundMeta, pageMeta, titleFromSlug } from '../seo';
import type { Route } from './+types/product';

export const meta = ({ params }: Route.MetaArgs) =>
  detailSlugs.product.includes(params.slug)
    ? pageMeta(titleFromSlug(params.slug), `Product: ${titleFromSlug(params.slug)}.`)
    : notFoundMeta();

export default function ProductPage({ params }: Route.ComponentProps) {
  if (!detailSlugs.product.includes(params.slug)) {
    return <NotFoundMessage />;
  }
  return <PageTitle title={titleFromSlug(params.slug)} />;
}
