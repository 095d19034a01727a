import { describe, expect, it } from 'vitest';
import { attorneyPageContent } from './content/attorney-pages.js';
import { attorneySummaryContent } from './content/attorneys.js';
import { blogPostSummaryContent } from './content/blog.js';
import { blogPostPageContent } from './content/blog-post-pages.js';
import { caseStudySummaryContent } from './content/case-studies.js';
import { caseStudyPageContent } from './content/case-study-pages.js';
import { practiceAreaPageContent } from './content/practice-area-pages.js';
import { practiceAreaSummaryContent } from './content/practice-areas.js';
import { productContent } from './content/products.js';
import { withAttorneySlug, withCents } from './content-rules.js';
import { AttorneyListSchema } from './schemas/attorneys.js';
import { CaseStudyListSchema } from './schemas/case-studies.js';
import { PracticeAreaListSchema } from './schemas/practice-areas.js';
import { ProductListSchema } from './schemas/products.js';
import { FixtureError, parseFixture } from './validation.js';
import { withPages } from './with-pages.js';

/** The message parseFixture throws for `input`, or a failure if it does not throw. */
function problemsOf(...args: Parameters<typeof parseFixture>): string {
  try {
    parseFixture(...args);
  } catch (error) {
    expect(error).toBeInstanceOf(FixtureError);
    return (error as FixtureError).message;
  }
  throw new Error('expected the fixture to be rejected');
}

/** The entry at `index`, which the test needs to exist. */
function entry<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`the fixture has no entry ${index}`);
  return item;
}

const attorneyContent = withPages(attorneySummaryContent, attorneyPageContent);
const ninjaHoodie = withCents(entry(productContent, 0));
const zipHoodie = withCents(entry(productContent, 1));
const [familyLaw] = withPages(practiceAreaSummaryContent, practiceAreaPageContent);

describe('a summary and its page, kept apart in the content, join by Id', () => {
  it('joins each summary with the page of the same Id', () => {
    const joined = withPages(caseStudySummaryContent, caseStudyPageContent);
    expect(joined[0]).toEqual({ ...caseStudySummaryContent[0], ...caseStudyPageContent[0] });
    expect(parseFixture('caseStudies', CaseStudyListSchema, joined)).toHaveLength(joined.length);
  });

  it('names the texts a summary without its page is missing', () => {
    const message = problemsOf(
      'caseStudies',
      CaseStudyListSchema,
      withPages(caseStudySummaryContent, caseStudyPageContent.slice(1)),
    );
    expect(message).toContain('caseStudies[0].challenge');
  });

  it('refuses a page whose Id no summary has, and an Id given two pages', () => {
    const [first, second] = caseStudyPageContent;
    if (!first || !second) throw new Error('the content has two case pages');
    expect(() =>
      withPages(caseStudySummaryContent, [...caseStudyPageContent, { ...first, Id: '99' }]),
    ).toThrow('The page content\'s Id "99" has no summary.');
    expect(() => withPages(caseStudySummaryContent, [first, { ...second, Id: first.Id }])).toThrow(
      `The page content's Id "${first.Id}" is given to two pages.`,
    );
  });

  it.each([
    ['practiceAreas', practiceAreaSummaryContent, practiceAreaPageContent, 'Id'],
    ['caseStudies', caseStudySummaryContent, caseStudyPageContent, 'Id'],
    ['attorneys', attorneySummaryContent, attorneyPageContent, 'Id'],
    ['blogPosts', blogPostSummaryContent, blogPostPageContent, 'id'],
  ] as const)(
    '%s: every summary has its page, in the same order',
    (_name, summaries, pages, key) => {
      const keyOf = (entry: object) => (entry as Record<string, unknown>)[key];
      expect(pages.map(keyOf)).toEqual(summaries.map(keyOf));
    },
  );

  it('rejects a zero price and an old price below the current one', () => {
    expect(
      problemsOf('products', ProductListSchema, [withCents({ ...ninjaHoodie, price: '0' })]),
    ).toContain('products[0].price: must be more than zero');
    expect(
      problemsOf('products', ProductListSchema, [
        withCents({ ...ninjaHoodie, price: '90', delPrice: '85' }),
      ]),
    ).toContain('products[0]: delPrice (the old price) must be higher than price');
  });

  it('points at the entry that repeats a slug', () => {
    const message = problemsOf('products', ProductListSchema, [
      ninjaHoodie,
      { ...zipHoodie, slug: 'Ninja-Hoodi' },
    ]);
    expect(message).toContain('products[1]: slug "Ninja-Hoodi" is used more than once');
  });

  it('rejects a slug that is not URL-safe', () => {
    const message = problemsOf('practiceAreas', PracticeAreaListSchema, [
      { ...familyLaw, slug: 'Family Law' },
    ]);
    expect(message).toContain('practiceAreas[0].slug: must be URL-safe');
  });

  it('rejects an image without alt text', () => {
    const sImg = { ...familyLaw?.sImg, alt: '' };
    const message = problemsOf('practiceAreas', PracticeAreaListSchema, [{ ...familyLaw, sImg }]);
    expect(message).toContain('practiceAreas[0].sImg.alt: needs alt text');
  });

  it('rejects a misspelt field instead of silently dropping it', () => {
    const { icon, ...withoutIcon } = familyLaw ?? {};
    const message = problemsOf('practiceAreas', PracticeAreaListSchema, [
      { ...withoutIcon, icn: icon },
    ]);
    expect(message).toContain('practiceAreas[0].icn');
  });

  it('rejects attorneys whose names give the same slug', () => {
    const robert = entry(attorneyContent, 0);
    const eleanor = entry(attorneyContent, 1);
    const message = problemsOf(
      'attorneys',
      AttorneyListSchema,
      [robert, { ...eleanor, name: 'Robert  William' }].map(withAttorneySlug),
    );
    expect(message).toContain('attorneys[1]: slug "Robert-William" is used more than once');
  });

  it('lists every problem at once, one per line', () => {
    const message = problemsOf('products', ProductListSchema, [
      withCents({ ...ninjaHoodie, price: 'free', slug: 'ninja hoodie' }),
    ]);
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(2);
  });

  it('rejects derived fields that disagree with what they are built from', () => {
    expect(
      problemsOf('products', ProductListSchema, [{ ...ninjaHoodie, priceCents: 650 }]),
    ).toContain('products[0]: priceCents and delPriceCents must be built from the prices');
    const robert = withAttorneySlug(entry(attorneyContent, 0));
    expect(problemsOf('attorneys', AttorneyListSchema, [{ ...robert, slug: 'Bob' }])).toContain(
      'attorneys[0]: slug must be built from the name',
    );
  });

  it('returns the parsed output when the fixture is valid', () => {
    expect(parseFixture('products', ProductListSchema, [ninjaHoodie])[0]?.priceCents).toBe(6500);
  });
});
