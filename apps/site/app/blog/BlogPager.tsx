import { limits } from '@firm/data';
import { Pagination, type PaginationLinkProps } from '@firm/ui';
import { Link } from 'react-router-dom';

const renderRouterLink = ({ href, children, ...props }: PaginationLinkProps) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

/**
 * The blog's static pager (spec: pages 1 to 3, previous and next not functional). Every post
 * fits on page 1, so each link leads back to the list itself and page 1 stays current.
 */
export function BlogPager({ listPath }: { listPath: string }) {
  const pages = Array.from({ length: limits.blogPagerPages }, (_, index) => ({
    href: listPath,
    label: String(index + 1),
    current: index === 0,
  }));
  return (
    <Pagination
      label="Blog pages"
      pages={pages}
      previousHref={listPath}
      nextHref={listPath}
      renderLink={renderRouterLink}
    />
  );
}
