import { blogPosts } from '@firm/data';
import type { MetaDescriptor } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { postMeta } from './postSeo';

function canonicalOf(tags: MetaDescriptor[]) {
  for (const tag of tags) {
    if ('tagName' in tag && tag.rel === 'canonical') return tag.href;
  }
  return undefined;
}

const jsonLdOf = (tags: MetaDescriptor[], type: string) =>
  tags
    .flatMap((tag) =>
      'script:ld+json' in tag ? [tag['script:ld+json'] as { '@type': string }] : [],
    )
    .find((node) => node['@type'] === type) as Record<string, unknown> | undefined;

describe('postMeta', () => {
  it.each(blogPosts.map((post) => [post.slug, post] as const))(
    '%s: canonical /blog-single/{slug}, a BlogPosting with every required property',
    (slug, post) => {
      const tags = postMeta(post);
      expect(canonicalOf(tags)).toMatch(new RegExp(`^https://[^/]+/blog-single/${slug}$`));
      expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
      const posting = jsonLdOf(tags, 'BlogPosting');
      expect(posting).toMatchObject({
        headline: post.title,
        datePublished: post.publishedOn,
        author: { '@type': 'Person', name: post.author },
        publisher: { '@type': 'Organization' },
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalOf(tags) },
      });
      expect(posting?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const images = (posting?.image ?? []) as string[];
      expect(images[0]).toMatch(/^https:\/\//);
      expect(jsonLdOf(tags, 'BreadcrumbList')).toBeDefined();
    },
  );

  it('links an author who is one of the firm’s attorneys to the profile', () => {
    const post = blogPosts.find((candidate) => candidate.author === 'Kenji Watanabe');
    if (!post) throw new Error('fixture changed: no post by Kenji Watanabe');
    const author = jsonLdOf(postMeta(post), 'BlogPosting')?.author as { url?: string };
    expect(author.url).toMatch(/\/attorneys-single\/Kenji-Watanabe$/);
  });
});
