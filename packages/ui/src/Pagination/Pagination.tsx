import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as styles from './Pagination.css.js';

/** One numbered page link. */
export interface PaginationPage {
  /** Where the link goes. */
  href: string;
  /** Visible text, usually the page number. */
  label: string;
  /** This is the page being shown (`aria-current="page"`). @default false */
  current?: boolean;
}

/** What `renderLink` receives: spread it onto the site's own link component. */
export interface PaginationLinkProps {
  /** Where the link goes. */
  href: string;
  /** The kit's link class. */
  className: string;
  /** Set on the current page's link. */
  'aria-current'?: 'page';
  /** Accessible name where the visible text is a number or an arrow. */
  'aria-label': string;
  /** The visible content. */
  children: ReactNode;
}

export interface PaginationProps {
  /** The numbered pages, in order. */
  pages: readonly PaginationPage[];
  /** Link to the previous page; omitted, no previous link is shown. */
  previousHref?: string;
  /** Link to the next page; omitted, no next link is shown. */
  nextHref?: string;
  /** Accessible name of the `nav` landmark. @default 'Pagination' */
  label?: string;
  /** Accessible name of the previous link. @default 'Previous page' */
  previousLabel?: string;
  /** Accessible name of the next link. @default 'Next page' */
  nextLabel?: string;
  /** Accessible name of a numbered link. @default "Page {label}" */
  getPageLabel?: (label: string) => string;
  /**
   * Renders each link, e.g. `(props) => <Link to={props.href} {...props} />` for React
   * Router. @default a react-aria `Link` (an `<a href>`; client-side under its `RouterProvider`)
   */
  renderLink?: (props: PaginationLinkProps) => ReactNode;
  /** Extra class on the `nav`. */
  className?: string;
}

const defaultRenderLink = ({ children, ...props }: PaginationLinkProps) => (
  <AriaLink {...props}>{children}</AriaLink>
);

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.arrow} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * Static page links in a `nav` landmark named "Pagination"; the current page carries
 * `aria-current="page"`. Nothing is stateful: every page is a real link.
 */
export function Pagination({
  pages,
  previousHref,
  nextHref,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  getPageLabel = (page) => `Page ${page}`,
  renderLink = defaultRenderLink,
  className,
}: PaginationProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {previousHref !== undefined && (
          <li>
            {renderLink({
              href: previousHref,
              className: styles.link,
              'aria-label': previousLabel,
              children: <Arrow direction="previous" />,
            })}
          </li>
        )}
        {pages.map((page) => (
          <li key={`${page.label}-${page.href}`}>
            {renderLink({
              href: page.href,
              className: styles.link,
              'aria-label': getPageLabel(page.label),
              ...(page.current ? { 'aria-current': 'page' as const } : {}),
              children: page.label,
            })}
          </li>
        ))}
        {nextHref !== undefined && (
          <li>
            {renderLink({
              href: nextHref,
              className: styles.link,
              'aria-label': nextLabel,
              children: <Arrow direction="next" />,
            })}
          </li>
        )}
      </ul>
    </nav>
  );
}
