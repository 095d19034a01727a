import type { BlogPostSummary } from '@firm/data';
import { Inline } from '@firm/ui';
import type { ReactNode } from 'react';
import * as styles from './PostMeta.css';

/** Outline paths of the small icons before each fact (16 x 16 grid). */
const iconPaths = {
  date: 'M2 4h12v10H2zM2 7h12M5 2v3M11 2v3',
  author: 'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 15c0-3.3 2.7-5 6-5s6 1.7 6 5',
  comments: 'M2 3h12v8H7l-3 3v-3H2z',
} as const;

function MetaIcon({ kind }: { kind: keyof typeof iconPaths }) {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={iconPaths[kind]} fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

/** "3 Comments", "1 Comment". */
export function commentCountText(count: string) {
  return `${count} ${count === '1' ? 'Comment' : 'Comments'}`;
}

/** One fact of the list, after its icon. */
function MetaItem({ kind, children }: { kind: keyof typeof iconPaths; children: ReactNode }) {
  return (
    <Inline as="li" level="inline" space="xxs" alignY="center" wrap={false}>
      <MetaIcon kind={kind} />
      {children}
    </Inline>
  );
}

/** A post's date, author and comment count, as a short list. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <ul className={styles.meta}>
      <MetaItem kind="date">
        <time dateTime={post.publishedOn}>{post.create_at}</time>
      </MetaItem>
      <MetaItem kind="author">By {post.author}</MetaItem>
      <MetaItem kind="comments">{commentCountText(post.comment)}</MetaItem>
    </ul>
  );
}
