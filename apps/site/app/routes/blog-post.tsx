import { detailSlugs } from '@firm/data';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { PageTitle } from '../layout/PageTitle';
import { notFoundMeta, pageMeta, titleFromSlug } from '../seo';
import type { Route } from './+types/blog-post';

export const meta = ({ params }: Route.MetaArgs) =>
  detailSlugs.post.includes(params.slug)
    ? pageMeta(titleFromSlug(params.slug), `Article: ${titleFromSlug(params.slug)}.`)
    : notFoundMeta();

export default function BlogPostPage({ params }: Route.ComponentProps) {
  if (!detailSlugs.post.includes(params.slug)) {
    return <NotFoundMessage />;
  }
  return <PageTitle title={titleFromSlug(params.slug)} />;
}
