import type { AttorneySummary } from '@firm/data';

/** Address of an attorney's page (the slug is built from the name). */
export const attorneyPath = (attorney: Pick<AttorneySummary, 'slug'>) =>
  `/attorneys-single/${attorney.slug}`;

/** The list of all attorneys. */
export const teamPath = '/team';
