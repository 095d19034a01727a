import * as v from 'valibot';
import { EmailSchema, nonEmptyList, PhoneSchema, SocialLinkSchema, TextSchema } from './common.js';

export const FirmSchema = v.strictObject({
  name: TextSchema,
  phone: PhoneSchema,
  email: EmailSchema,
  address: TextSchema,
  /** Office hours on the contact page. */
  contactOfficeHours: TextSchema,
  /** Office time in the footer's address column. */
  footerOfficeTime: TextSchema,
  /** Footer "About us" text and the home about block. */
  about: TextSchema,
  socials: nonEmptyList(SocialLinkSchema),
  map: v.strictObject({
    /** Address for the contact page's map iframe. */
    embedUrl: v.pipe(v.string(), v.url(), v.startsWith('https://', 'must use https')),
    /** Accessible name of the map iframe. */
    title: TextSchema,
  }),
  /** Name in the footer's copyright line. */
  copyrightHolder: TextSchema,
  /**
   * Name of the attorney responsible for the site's content, shown with the office address in
   * the footer (ABA Model Rule 7.2(c)); see {@link firmOfAttorneysSchema}.
   */
  responsibleAttorney: TextSchema,
});
export type Firm = v.InferOutput<typeof FirmSchema>;

/**
 * The firm checked against its attorneys: `responsibleAttorney` must name one of them, and that
 * attorney's office must be the firm's address, which the footer shows beside the name.
 */
export function firmOfAttorneysSchema(attorneys: readonly { name: string; address: string }[]) {
  const names = attorneys.map(({ name }) => `"${name}"`).join(', ');
  return v.pipe(
    FirmSchema,
    v.forward(
      v.check(
        ({ responsibleAttorney, address }) =>
          attorneys.some((each) => each.name === responsibleAttorney && each.address === address),
        `must name one of the attorneys (${names}) with the firm's address as their office`,
      ),
      ['responsibleAttorney'],
    ),
  );
}
