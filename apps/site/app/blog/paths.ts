/** Address of a post in the default layout: the canonical page of every post. */
export const postPath = (slug: string) => `/blog-single/${slug}`;

/** The blog list in the default layout. */
export const blogPath = '/blog';
