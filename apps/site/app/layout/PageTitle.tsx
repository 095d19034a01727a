import { Inline, Stack, Text } from '@firm/ui';
import { Link } from 'react-router-dom';
import * as styles from './PageTitle.css';

interface PageTitleProps {
  /** The page's one `<h1>`. */
  title: string;
}

/** The banner at the top of every inner page: its heading and a breadcrumb back home. */
export function PageTitle({ title }: PageTitleProps) {
  return (
    <Stack space="sm" paddingY="xxl" paddingX="lg" textAlign="center" className={styles.band}>
      <Text as="h1" font="heading" size="xxl">
        {title}
      </Text>
      {/* The site's search indexes what a page says, not the way back home. */}
      <nav aria-label="Breadcrumb" data-pagefind-ignore="all">
        <Inline as="ol" space="xs" align="center" wrap={false} className={styles.crumbs}>
          <li>
            <Link to="/home">Home</Link>
          </li>
          <li aria-current="page">{title}</li>
        </Inline>
      </nav>
    </Stack>
  );
}
