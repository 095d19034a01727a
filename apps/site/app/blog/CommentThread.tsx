import { type BlogComment, blogComments } from '@firm/data';
import { Column, Columns, Inline, Stack, Text } from '@firm/ui';
import { visuallyHidden } from '@firm/ui/theme';
import * as styles from './CommentThread.css';

/** Id of the comment form, where every Reply link leads. */
export const COMMENT_FORM_ID = 'comment-form';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2);

function Comment({ comment, all }: { comment: BlogComment; all: readonly BlogComment[] }) {
  const replies = all.filter((candidate) => candidate.replyTo === comment.id);
  return (
    <li>
      <Columns as="article" space="md" aria-labelledby={`comment-${comment.id}-name`}>
        <Column width="content">
          <span className={styles.avatar} aria-hidden="true">
            {initials(comment.name)}
          </span>
        </Column>
        <Column>
          <Stack space="xxs" align="start">
            <Inline space="sm" alignY="baseline">
              <Text as="h3" id={`comment-${comment.id}-name`} size="md">
                {comment.name}
              </Text>
              <Text size="sm" tone="muted">
                {comment.date}
              </Text>
            </Inline>
            <Text as="p">{comment.text}</Text>
            <a href={`#${COMMENT_FORM_ID}`} className={styles.reply}>
              Reply<span className={visuallyHidden}> to {comment.name}</span>
            </a>
          </Stack>
          {replies.length > 0 ? (
            <Stack as="ol" space="lg" className={styles.replies}>
              {replies.map((reply) => (
                <Comment key={reply.id} comment={reply} all={all} />
              ))}
            </Stack>
          ) : null}
        </Column>
      </Columns>
    </li>
  );
}

/** The fixed comment thread under every post, replies nested under what they answer. */
export function CommentThread({ comments = blogComments }: { comments?: readonly BlogComment[] }) {
  const topLevel = comments.filter((comment) => comment.replyTo === undefined);
  return (
    <Stack as="ol" space="lg">
      {topLevel.map((comment) => (
        <Comment key={comment.id} comment={comment} all={comments} />
      ))}
    </Stack>
  );
}
