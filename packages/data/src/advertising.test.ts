import { describe, expect, it } from 'vitest';
import { attorneyPageContent } from './content/attorney-pages.js';
import { attorneySummaryContent } from './content/attorneys.js';
import { caseStudySummaryContent } from './content/case-studies.js';
import { caseStudyPageContent } from './content/case-study-pages.js';
import { advertisingNoticeContent, firmContent } from './content/firm.js';
import { testimonialContent } from './content/testimonials.js';
import { CaseStudyCollectionSchema } from './schemas/case-studies.js';
import { firmOfAttorneysSchema } from './schemas/firm.js';
import { TestimonialCollectionSchema } from './schemas/testimonials.js';
import { FixtureError, parseFixture } from './validation.js';
import { withPages } from './with-pages.js';

/** The message parseFixture throws for `input`, or a failure if it does not throw. */
function problemsOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FixtureError);
    return (error as FixtureError).message;
  }
  throw new Error('expected the content to be rejected');
}

const collections = [
  {
    name: 'caseStudies',
    schema: CaseStudyCollectionSchema,
    entries: withPages(caseStudySummaryContent, caseStudyPageContent),
  },
  { name: 'testimonials', schema: TestimonialCollectionSchema, entries: testimonialContent },
] as const;

describe.each(collections)('the $name collection', ({ name, schema, entries }) => {
  it('is valid with the advertising notice', () => {
    const parsed = parseFixture(name, schema, {
      advertisingNotice: advertisingNoticeContent,
      entries,
    });
    expect(parsed.advertisingNotice).toEqual({
      label: 'Attorney Advertising',
      disclaimer: 'Prior results do not guarantee a similar outcome.',
    });
  });

  it('is rejected without the advertising notice', () => {
    expect(problemsOf(() => parseFixture(name, schema, { entries }))).toContain(
      `${name}.advertisingNotice: Invalid key`,
    );
  });

  it('is rejected with an empty disclaimer', () => {
    const advertisingNotice = { ...advertisingNoticeContent, disclaimer: '' };
    expect(problemsOf(() => parseFixture(name, schema, { advertisingNotice, entries }))).toContain(
      `${name}.advertisingNotice.disclaimer: must not be empty`,
    );
  });
});

describe('the responsible attorney (ABA Model Rule 7.2(c))', () => {
  const schema = firmOfAttorneysSchema(withPages(attorneySummaryContent, attorneyPageContent));

  it("is one of the attorneys, at the firm's office", () => {
    expect(parseFixture('firm', schema, firmContent).responsibleAttorney).toBe('Robert William');
  });

  it('must exist: a name that is no attorney is rejected', () => {
    expect(
      problemsOf(() =>
        parseFixture('firm', schema, { ...firmContent, responsibleAttorney: 'Saul Goodman' }),
      ),
    ).toContain('firm.responsibleAttorney: must name one of the attorneys ("Robert William"');
  });

  it('must work at the office the footer shows', () => {
    expect(
      problemsOf(() => parseFixture('firm', schema, { ...firmContent, address: 'Elsewhere 1' })),
    ).toContain("with the firm's address as their office");
  });
});
