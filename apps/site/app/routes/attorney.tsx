import { detailSlugs } from '@firm/data';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { PageTitle } from '../layout/PageTitle';
import { notFoundMeta, pageMeta, titleFromSlug } from '../seo';
import type { Route } from './+types/attorney';

export const meta: Route.MetaFunction = ({ params, location }) =>
  detailSlugs.attorney.includes(params.slug)
    ? pageMeta({
        title: titleFromSlug(params.slug),
        description: `Attorney: ${titleFromSlug(params.slug)}, from the firm of Lexington & Hale.`,
        path: location.pathname,
      })
    : notFoundMeta(location.pathname);

export default function AttorneyPage({ params }: Route.ComponentProps) {
  if (!detailSlugs.attorney.includes(params.slug)) {
    return <NotFoundMessage />;
  }
  return <PageTitle title={titleFromSlug(params.slug)} />;
}
