import { visuallyHidden } from '@firm/ui/theme';
import { Link } from 'react-router-dom';
import { postPath } from './paths';

interface ReadMoreLinkProps {
  /** The post the link opens. */
  post: { slug: string; title: string };
  /** The post's address. @default the default layout's `/blog-single/{slug}` */
  to?: string;
  className?: string;
}

/**
 * 'Read More' to a post. The post title is added as visually hidden text, so a list of these
 * links reads as distinct destinations ("Read More about What to Check…"), and the visible words
 * still start the accessible name (WCAG 2.5.3).
 */
export function ReadMoreLink({ post, to = postPath(post.slug), className }: ReadMoreLinkProps) {
  return (
    <Link to={to} className={className}>
      Read More<span className={visuallyHidden}> about {post.title}</span>
    </Link>
  );
}
