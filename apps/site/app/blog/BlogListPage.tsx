import { blogPostSummaries } from '@firm/data';
import { Box } from '@firm/ui';
import { PageTitle } from '../layout/PageTitle';
import { BlogPager } from './BlogPager';
import { BlogSidebar } from './BlogSidebar';
import { PostList } from './PostList';
import { blogLayouts } from './paths';
import { SidebarLayout, type SidebarPlacement } from './SidebarLayout';

/** A blog list page in one of the three layouts: every post, the static pager, the sidebar. */
export function BlogListPage({ placement }: { placement: SidebarPlacement }) {
  const layout = blogLayouts[placement];
  return (
    <>
      <PageTitle title="Latest News" />
      <SidebarLayout placement={placement} sidebar={<BlogSidebar />}>
        <PostList posts={blogPostSummaries} postHref={layout.postPath} />
        <Box marginTop="xxl">
          <BlogPager listPath={layout.listPath} />
        </Box>
      </SidebarLayout>
    </>
  );
}
