/**
 * The content, parsed through the schemas at module load: anything exported here has passed
 * validation, and its type is the schema's output type. Broken content fails the first import
 * with a `FixtureError` that names the collection, the entry and the field.
 *
 * One module per collection, each parse marked pure, so a bundle keeps only the collections a
 * page actually reads: a page that needs the products does not download the blog.
 */

export * from './collections/attorneys';
export * from './collections/blog';
export * from './collections/case-studies';
export * from './collections/detail-slugs';
export * from './collections/firm';
export * from './collections/home';
export * from './collections/people';
export * from './collections/practice-areas';
export * from './collections/shop';
