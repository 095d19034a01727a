/** Address of a practice area's detail page (also where blog categories link). */
export const practicePath = (slug: string) => `/practice-single/${slug}`;

/** The practice-area list in the default layout. */
export const servicesPath = '/services';
