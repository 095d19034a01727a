import { detailSlugs } from '@firm/data';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { PageTitle } from '../layout/PageTitle';
import { notFoundMeta, pageMeta, titleFromSlug } from '../seo';
import type { Route } from './+types/practice';

export const meta = ({ params }: Route.MetaArgs) =>
  detailSlugs.practice.includes(params.slug)
    ? pageMeta(titleFromSlug(params.slug), `Practice area: ${titleFromSlug(params.slug)}.`)
    : notFoundMeta();

export default function PracticePage({ params }: Route.ComponentProps) {
  if (!detailSlugs.practice.includes(params.slug)) {
    return <NotFoundMessage />;
  }
  return <PageTitle title={titleFromSlug(params.slug)} />;
}
