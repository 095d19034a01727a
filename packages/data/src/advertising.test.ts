import { describe, expect, it } from 'vitest';
import { attorneys, firm, responsibleAttorney } from './collections.js';
import { caseStudyContent } from './content/case-studies.js';
import { advertisingNoticeContent } from './content/firm.js';
import { testimonialContent } from './content/testimonials.js';
import { CaseStudyCollectionSchema } from './schemas/case-studies.js';
import { TestimonialCollectionSchema } from './schemas/testimonials.js';
import { FixtureError, findReferenced, parseFixture } from './validation.js';

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
  { name: 'caseStudies', schema: CaseStudyCollectionSchema, entries: caseStudyContent },
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
  it('is one of the attorneys, named by the firm', () => {
    expect(responsibleAttorney.name).toBe(firm.responsibleAttorney);
    expect(attorneys).toContain(responsibleAttorney);
  });

  it('must exist: a name that is no attorney is rejected', () => {
    expect(
      problemsOf(() =>
        findReferenced('firm', 'responsibleAttorney', 'Saul Goodman', attorneys, 'name'),
      ),
    ).toContain(
      'firm.responsibleAttorney: "Saul Goodman" must be the name of one of: "Robert William"',
    );
  });
});
