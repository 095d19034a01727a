/** Address of a case study. The repeated 'Real-Estate' slug makes both entries open the first. */
export const casePath = (slug: string) => `/case-single/${slug}`;

/** The case-study list in the default layout. */
export const caseStudiesPath = '/case-studies';
