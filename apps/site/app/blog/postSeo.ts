import { attorneySlug, type BlogPost, firm, getAttorneyBySlug } from '@firm/data';
import type { MetaDescriptor } from 'react-router-dom';
import { breadcrumbs, canonicalUrl, pageMeta, SITE_URL } from '../seo';
import { blogPath, postPath } from './paths';

/**
 * Title, description and JSON-LD (BlogPosting, BreadcrumbList) of a post. The three layouts
 * show the same article, so all of them name `/blog-single/{slug}` as the canonical URL.
 */
export function postMeta(post: BlogPost): MetaDescriptor[] {
  const path = postPath(post.slug);
  const url = canonicalUrl(path);
  const attorney = getAttorneyBySlug(attorneySlug(post.author));
  return pageMeta({
    title: post.title,
    description: post.description,
    path,
    type: 'article',
    jsonLd: [
      {
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        datePublished: post.publishedOn,
        dateModified: post.publishedOn,
        articleSection: post.thumb,
        commentCount: Number(post.comment),
        image: [canonicalUrl(post.blogSingleImg.src)],
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        author: {
          '@type': 'Person',
          name: post.author,
          jobTitle: post.authorTitle,
          ...(attorney ? { url: canonicalUrl(`/attorneys-single/${attorney.slug}`) } : {}),
        },
        publisher: {
          '@type': 'Organization',
          name: firm.name,
          url: `${SITE_URL}/`,
          logo: { '@type': 'ImageObject', url: `${SITE_URL}/favicon.svg` },
        },
      },
      breadcrumbs([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: blogPath },
        { name: post.title, path },
      ]),
    ],
  });
}
