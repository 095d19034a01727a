import { Container, Inline } from '@firm/ui';
import { Link } from 'react-router-dom';
import * as styles from './NotFoundMessage.css';
import { PageTitle } from './PageTitle';

/** Where a lost visitor most likely wanted to go. */
const suggestions = [
  { to: '/services', label: 'Practice areas' },
  { to: '/team', label: 'Our attorneys' },
  { to: '/case-studies', label: 'Case studies' },
  { to: '/blog', label: 'Blog' },
  { to: '/shop', label: 'Shop' },
  { to: '/contact', label: 'Contact us' },
] as const;

/**
 * The not-found page body. Unknown addresses and unknown detail slugs render exactly the same
 * markup: the server answers an unknown slug with 404.html, and the detail route then hydrates
 * that HTML without a mismatch.
 */
export function NotFoundMessage() {
  return (
    <>
      <PageTitle title="404" />
      <Container
        as="section"
        width="text"
        gutter={false}
        paddingY="xxl"
        paddingX="lg"
        textAlign="center"
        aria-labelledby="not-found-heading"
      >
        <h2 id="not-found-heading">Oops! Page Not Found!</h2>
        <p>
          The page you are looking for does not exist. The web address may have been typed wrongly,
          or the page may have moved.
        </p>
        <p>
          <Link to="/home" className={styles.homeLink}>
            Back to home
          </Link>
        </p>
        <nav aria-label="Suggested pages">
          <Inline as="ul" space="lg" align="center" className={styles.links}>
            {suggestions.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </Inline>
        </nav>
      </Container>
    </>
  );
}
