import { blogPostSummaries, blogTags, byPublicationDate, categories, limits } from '@firm/data';
import { Button, Column, Columns, Inline, Stack, Text, TextField } from '@firm/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { practicePath } from '../practice/paths';
import { LazySearchResults } from '../search/LazySearchResults';
import { queryParam } from '../search/paths';
import { useSubmitSearch } from '../search/useSubmitSearch';
import * as styles from './BlogSidebar.css';
import { ContentImage } from './ContentImage';
import { blogPath, postPath } from './paths';
import { SidebarWidget } from './SidebarLayout';

/** The newest posts by publication date, however the data happens to be ordered. */
const recentPosts = [...blogPostSummaries]
  .sort(byPublicationDate)
  .reverse()
  .slice(0, limits.recentPosts);

function SearchIcon() {
  return (
    <svg className={styles.searchIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The sidebar's search: results show as the visitor types (their code loads on the first
 * focus), and submitting opens the results page in the browser.
 */
function SidebarSearch() {
  const [query, setQuery] = useState('');
  const [wasFocused, setWasFocused] = useState(false);
  const submit = useSubmitSearch();
  const formRef = useRef<HTMLFormElement>(null);
  // A visitor may click into the prerendered box and type before the page's code runs: the
  // text is in the field, not in state, and the focus came too early to be seen. Adopt both.
  useEffect(() => {
    const field = formRef.current?.elements.namedItem(queryParam);
    if (!(field instanceof HTMLInputElement)) return;
    if (field.value !== '') setQuery(field.value);
    if (document.activeElement === field) setWasFocused(true);
  }, []);
  return (
    <search aria-labelledby="blog-search-heading">
      <form ref={formRef} onSubmit={submit}>
        <Inline space="xs" alignY="end" wrap={false}>
          <TextField
            className={styles.searchField}
            label="Search the blog"
            hideLabel
            name={queryParam}
            type="search"
            placeholder="Search posts…"
            value={query}
            onChange={setQuery}
            onFocus={() => setWasFocused(true)}
          />
          <Button type="submit" aria-label="Find posts" className={styles.searchButton}>
            <SearchIcon />
          </Button>
        </Inline>
      </form>
      {wasFocused ? <LazySearchResults query={query} limit={5} /> : null}
    </search>
  );
}

/**
 * The blog sidebar: search, categories (the practice areas), the most recent
 * posts and static tags. The search button is named 'Find posts' so it is never confused with
 * the header's 'Search' toggle.
 */
export function BlogSidebar() {
  return (
    <>
      <SidebarWidget title="Search" headingId="blog-search-heading">
        <SidebarSearch />
      </SidebarWidget>

      <SidebarWidget title="Categories">
        <Stack as="ul" space="xs">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link to={practicePath(category.slug)} className={styles.categoryLink}>
                {category.sTitle}
              </Link>
            </li>
          ))}
        </Stack>
      </SidebarWidget>

      <SidebarWidget title="Recent Posts">
        <Stack as="ul" space="xs">
          {recentPosts.map((post) => (
            <Columns as="li" key={post.id} space="sm" alignY="center">
              <Column width="content">
                <ContentImage image={post.screens} decorative className={styles.recentThumb} />
              </Column>
              <Column>
                <Link to={postPath(post.slug)} className={styles.recentTitle}>
                  {post.title}
                </Link>
                <Text as="time" dateTime={post.publishedOn} size="xs" tone="muted">
                  {post.create_at}
                </Text>
              </Column>
            </Columns>
          ))}
        </Stack>
      </SidebarWidget>

      <SidebarWidget title="Tags">
        <Inline as="ul" space="xs">
          {blogTags.map((tag) => (
            <li key={tag}>
              <Link to={blogPath} className={styles.tag}>
                {tag}
              </Link>
            </li>
          ))}
        </Inline>
      </SidebarWidget>
    </>
  );
}
