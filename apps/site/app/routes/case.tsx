import { detailSlugs } from '@firm/data';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { PageTitle } from '../layout/PageTitle';
import { notFoundMeta, pageMeta, titleFromSlug } from '../seo';
import type { Route } from './+types/case';

export const meta: Route.MetaFunction = ({ params, location }) =>
  detailSlugs.case.includes(params.slug)
    ? pageMeta({
        title: titleFromSlug(params.slug),
        description: `Case study: ${titleFromSlug(params.slug)}, from the firm of Lexington & Hale.`,
        path: location.pathname,
      })
    : notFoundMeta(location.pathname);

export default function CasePage({ params }: Route.ComponentProps) {
  if (!detailSlugs.case.includes(params.slug)) {
    return <NotFoundMessage />;
  }
  return <PageTitle title={titleFromSlug(params.slug)} />;
}
