import { attorneySlug, type BlogPost, getAttorneyBySlug } from '@firm/data';
import { Column, Columns, Text } from '@firm/ui';
import { Link } from 'react-router-dom';
import * as styles from './AuthorBox.css';
import { ContentImage } from './ContentImage';
import { accentLink, eyebrow } from './shared.css';

/** Address of an attorney's page. The attorney pages belong to the team feature. */
const attorneyPath = (slug: string) => `/attorneys-single/${slug}`;

/**
 * Who wrote the post. Authors are the firm's attorneys, so when the name matches one the box
 * shows the portrait, the short bio and a link to the profile; otherwise name and role only.
 */
export function AuthorBox({ post }: { post: Pick<BlogPost, 'author' | 'authorTitle'> }) {
  const attorney = getAttorneyBySlug(attorneySlug(post.author));
  return (
    <Columns
      as="section"
      space="lg"
      collapseBelow="xs"
      alignY="start"
      marginTop="xxl"
      className={styles.box}
      aria-labelledby="post-author-heading"
    >
      {attorney ? (
        <Column width="content">
          <ContentImage image={attorney.AtImg} decorative className={styles.portrait} />
        </Column>
      ) : null}
      <Column>
        <p className={eyebrow}>About the author</p>
        <h2 id="post-author-heading" className={styles.name}>
          {post.author}
        </h2>
        <Text as="p" tone="muted">
          {post.authorTitle}
        </Text>
        {attorney ? (
          <>
            <p className={styles.about}>{attorney.about}</p>
            <Link to={attorneyPath(attorney.slug)} className={accentLink}>
              View {attorney.name}’s profile
            </Link>
          </>
        ) : null}
      </Column>
    </Columns>
  );
}
