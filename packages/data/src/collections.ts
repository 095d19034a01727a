/**
 * The content, parsed through the schemas at module load: anything exported here has passed
 * validation, and its type is the schema's output type. Broken content fails the first import
 * with a `FixtureError` that names the collection, the entry and the field.
 *
 * One module per collection, each parse marked pure, so a bundle keeps only the collections a
 * page actually reads: a page that needs the products does not download the blog.
 */

export * from './collections/attorney-pages.js';
export * from './collections/attorneys.js';
export * from './collections/blog.js';
export * from './collections/blog-post-pages.js';
export * from './collections/case-studies.js';
export * from './collections/case-study-pages.js';
export * from './collections/detail-slugs.js';
export * from './collections/faqs.js';
export * from './collections/firm.js';
export * from './collections/home.js';
export * from './collections/people.js';
export * from './collections/practice-area-pages.js';
export * from './collections/practice-areas.js';
export * from './collections/shop.js';
