import { describe, expect, it } from 'vitest';
import {
  attorneySummaries,
  attorneys,
  awards,
  blogPostSummaries,
  blogPosts,
  blogTags,
  cardTypes,
  caseStudies,
  caseStudySummaries,
  categories,
  counters,
  detailSlugs,
  faqs,
  firm,
  getAttorneyBySlug,
  getCaseBySlug,
  getPostBySlug,
  getPracticeBySlug,
  getProductBySlug,
  getRelatedCases,
  heroSlides,
  homePracticeStrip,
  homeVideo,
  partners,
  practiceAreaSummaries,
  practiceAreas,
  processSteps,
  products,
  testimonials,
} from './collections.js';
import { contactSubjects, limits } from './constants.js';
import { byPublicationDate } from './content-rules.js';
import { AttorneyPageSchema } from './schemas/attorneys.js';
import { BlogPostPageSchema } from './schemas/blog.js';
import { CaseStudyPageSchema } from './schemas/case-studies.js';
import { SLUG_PATTERN } from './schemas/common.js';
import { PracticeAreaPageSchema } from './schemas/practice-areas.js';
import { attorneySlug } from './slug.js';

describe('practice areas', () => {
  it('are the six of the spec, in order', () => {
    expect(practiceAreas.map((area) => area.slug)).toEqual([
      'Family-Law',
      'Personal-Injury',
      'Criminal-Law',
      'Education-Law',
      'Real-Estate-Law',
      'Business-Law',
    ]);
    expect(practiceAreas.map((area) => area.sTitle)).toEqual([
      'Family Law',
      'Personal Injury',
      'Criminal Law',
      'Education Law',
      'Real Estate Law',
      'Business Law',
    ]);
  });

  it('put Family, Personal Injury, Criminal and Education Law first, for the footer', () => {
    expect(practiceAreas.slice(0, limits.footerPracticeAreas).map((area) => area.sTitle)).toEqual([
      'Family Law',
      'Personal Injury',
      'Criminal Law',
      'Education Law',
    ]);
  });

  it('cover every contact subject', () => {
    const titles = practiceAreas.map((area) => area.sTitle);
    for (const subject of contactSubjects) expect(titles).toContain(subject);
  });

  it('have the optional tile icon on some entries only, as the spec says', () => {
    const withIcon = practiceAreas.filter((area) => area.icon !== undefined);
    expect(withIcon.length).toBeGreaterThan(0);
    expect(withIcon.length).toBeLessThan(practiceAreas.length);
  });

  it('are found by slug, and unknown slugs give undefined', () => {
    expect(getPracticeBySlug('Education-Law')?.sTitle).toBe('Education Law');
    expect(getPracticeBySlug('education-law')).toBeUndefined();
    expect(getPracticeBySlug('Nope')).toBeUndefined();
  });
});

describe('case studies', () => {
  it('have the spec slugs in order, including the repeated Real-Estate', () => {
    expect(caseStudies.map((study) => study.slug)).toEqual([
      'Criminal-Law',
      'Family-Law',
      'Real-Estate',
      'Business-Law',
      'Criminal-Laws',
      'Real-Estate',
    ]);
  });

  it('give the repeated slug its own Id', () => {
    expect(new Set(caseStudies.map((study) => study.Id)).size).toBe(caseStudies.length);
  });

  it('look up the FIRST case with a repeated slug', () => {
    const [first, second] = caseStudies.filter((study) => study.slug === 'Real-Estate');
    expect(first?.Id).not.toBe(second?.Id);
    expect(getCaseBySlug('Real-Estate')).toBe(first);
    expect(getCaseBySlug('Nope')).toBeUndefined();
  });

  it('fill the six-case slider', () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(limits.caseSlider);
  });

  describe('getRelatedCases', () => {
    it('returns three other cases by default, in list order', () => {
      expect(getRelatedCases('Criminal-Law').map((study) => study.slug)).toEqual([
        'Family-Law',
        'Real-Estate',
        'Business-Law',
      ]);
    });

    it('never links to the current page, even through the repeated slug', () => {
      const related = getRelatedCases('Real-Estate', 10).map((study) => study.slug);
      expect(related).toEqual(['Criminal-Law', 'Family-Law', 'Business-Law', 'Criminal-Laws']);
    });

    it('lists each page once', () => {
      const related = getRelatedCases('Family-Law', 10).map((study) => study.slug);
      expect(related).toEqual(['Criminal-Law', 'Real-Estate', 'Business-Law', 'Criminal-Laws']);
    });

    it('honours the count', () => {
      expect(getRelatedCases('Family-Law', 1)).toHaveLength(1);
      expect(getRelatedCases('Family-Law', 0)).toEqual([]);
    });
  });
});

describe('attorneys', () => {
  it('are five, each with a slug built from the name', () => {
    expect(attorneys).toHaveLength(5);
    for (const attorney of attorneys) expect(attorney.slug).toBe(attorneySlug(attorney.name));
    expect(getAttorneyBySlug('Robert-William')?.name).toBe('Robert William');
    expect(getAttorneyBySlug('Nope')).toBeUndefined();
  });

  it('show the spec skill bars', () => {
    for (const attorney of attorneys) {
      expect(attorney.skills).toEqual([
        { label: 'Business Law', value: 85 },
        { label: 'Family Law', value: 95 },
        { label: 'Personal Injury', value: 92 },
        { label: 'Bankruptcy', value: 95 },
      ]);
    }
  });

  it('have distinct portraits', () => {
    expect(new Set(attorneys.map((attorney) => attorney.AtImg.src)).size).toBe(attorneys.length);
  });
});

describe('testimonials and partners', () => {
  it('have three testimonials', () => {
    expect(testimonials).toHaveLength(3);
  });

  it('have more partner logos than the partner slider shows at once', () => {
    expect(partners.length).toBeGreaterThan(5);
  });
});

describe('blog', () => {
  it('has three posts, newest first, with display dates in the spec form', () => {
    expect(blogPosts).toHaveLength(3);
    const dates = blogPosts.map((post) => post.publishedOn);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(blogPosts[0]?.create_at).toBe('14 AUG,23');
    for (const post of blogPosts) expect(post.create_at).toMatch(/^\d{2} [A-Z]{3},\d{2}$/);
  });

  it('uses both post formats', () => {
    expect(new Set(blogPosts.map((post) => post.blClass))).toEqual(
      new Set(['format-standard-image', 'format-video']),
    );
  });

  it('labels posts with practice-area titles, and its categories link to practice pages', () => {
    const titles = practiceAreas.map((area) => area.sTitle);
    for (const post of blogPosts) expect(titles).toContain(post.thumb);
    expect(categories).toHaveLength(practiceAreas.length);
    for (const category of categories) expect(getPracticeBySlug(category.slug)).toBeDefined();
  });

  it('orders posts by publication date, oldest first, for the sidebar and post navigation', () => {
    const posts = [
      { id: 'b', publishedOn: '2023-08-14' },
      { id: 'a', publishedOn: '2022-12-31' },
      { id: 'c', publishedOn: '2023-08-14' },
      { id: 'd', publishedOn: '2023-01-09' },
    ];
    expect(posts.sort(byPublicationDate).map((post) => post.id)).toEqual(['a', 'd', 'b', 'c']);
    expect([...blogPosts].sort(byPublicationDate).map((post) => post.create_at)).toEqual([
      '09 JUN,23',
      '28 JUL,23',
      '14 AUG,23',
    ]);
  });

  it('has static tags', () => {
    expect(blogTags.length).toBeGreaterThan(0);
  });

  it('finds posts by slug', () => {
    const [first] = blogPosts;
    expect(first && getPostBySlug(first.slug)).toBe(first);
    expect(getPostBySlug('Nope')).toBeUndefined();
  });
});

describe('products', () => {
  it('are more than the shop shows, so the first-12 limit is real', () => {
    expect(products.length).toBeGreaterThan(limits.shopProducts);
  });

  it('start with the six apparel samples priced 65 to 548', () => {
    const apparel = products.slice(0, 6);
    for (const product of apparel) expect(['Hoodie', 'T-Shirt']).toContain(product.category);
    const cents = apparel.map((product) => product.priceCents);
    expect(Math.min(...cents)).toBe(6500);
    expect(Math.max(...cents)).toBe(54800);
    expect(apparel.some((product) => product.category === 'T-Shirt')).toBe(true);
  });

  it('include books, each with its own cover', () => {
    const books = products.filter((product) => product.category === 'Book');
    expect(books.length).toBeGreaterThan(0);
    expect(new Set(products.map((product) => product.proImg.src)).size).toBe(products.length);
  });

  it('keep prices exact in integer cents', () => {
    for (const product of products) {
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.priceCents).toBeGreaterThan(0);
      expect(product.delPriceCents).toBeGreaterThan(product.priceCents);
    }
    const advocacy = getProductBySlug('The-Art-Of-Advocacy');
    expect(advocacy).toMatchObject({ price: '24.50', priceCents: 2450, delPriceCents: 3000 });
  });

  it('include the spec example Ninja-Hoodi', () => {
    expect(getProductBySlug('Ninja-Hoodi')).toMatchObject({ id: 1, price: '65', priceCents: 6500 });
    expect(getProductBySlug('Nope')).toBeUndefined();
  });
});

describe('home page blocks', () => {
  it('have the spec strip, steps and counters', () => {
    expect(homePracticeStrip.map((item) => item.title)).toEqual([
      'Banking and Finance',
      'Insolvency & Bankruptcy',
      'Dispute Resolution',
      'Litigation',
      'Corporate Commercial',
    ]);
    expect(processSteps.map((step) => step.title)).toEqual([
      'Analysing the Issue',
      'Advice & Guidance',
      'Filing Case',
      'End-to-End Solution',
    ]);
    expect(counters).toEqual([
      { value: 1800, suffix: '', label: 'Cases Closed' },
      { value: 150, suffix: '', label: 'Attorneys' },
      { value: 1530, suffix: '', label: 'Clients' },
      { value: 100, suffix: '%', label: 'Successful' },
    ]);
  });

  it('open the hero with the spec headline', () => {
    expect(heroSlides[0]?.headline).toBe('Crafting Legal Solutions, Brick by Brick');
  });

  it('have five FAQs, awards and a privacy-enhanced video embed', () => {
    expect(faqs).toHaveLength(5);
    expect(awards.length).toBeGreaterThan(0);
    expect(homeVideo.url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/);
  });
});

describe('firm', () => {
  it('has the spec name and office hours', () => {
    expect(firm).toMatchObject({
      name: 'Lexington & Hale',
      contactOfficeHours: 'Mon-Sun, 10am-7pm',
      footerOfficeTime: '10AM-5PM',
    });
    expect(firm.map.embedUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  });
});

describe('card types', () => {
  it('are visa, mastercard, skrill and paypal', () => {
    expect(cardTypes.map((cardType) => cardType.value)).toEqual([
      'visa',
      'mastercard',
      'skrill',
      'paypal',
    ]);
  });
});

describe('detailSlugs', () => {
  const lookups = {
    practice: getPracticeBySlug,
    case: getCaseBySlug,
    attorney: getAttorneyBySlug,
    post: getPostBySlug,
    product: getProductBySlug,
  } as const;

  it.each(Object.entries(lookups))(
    'lists every %s slug once, URL-safe and resolvable',
    (route, lookup) => {
      const slugs = detailSlugs[route as keyof typeof lookups];
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) {
        expect(slug).toMatch(SLUG_PATTERN);
        expect(lookup(slug), slug).toBeDefined();
      }
    },
  );

  it('derives from the collections, listing the repeated case slug once', () => {
    expect(detailSlugs.practice).toHaveLength(6);
    expect(detailSlugs.case).toEqual([
      'Criminal-Law',
      'Family-Law',
      'Real-Estate',
      'Business-Law',
      'Criminal-Laws',
    ]);
    expect(detailSlugs.attorney).toEqual(attorneys.map((attorney) => attorney.slug));
    expect(detailSlugs.post).toEqual(blogPosts.map((post) => post.slug));
    expect(detailSlugs.product).toEqual(products.map((product) => product.slug));
  });
});

describe('summaries, what lists import', () => {
  it.each([
    ['practice areas', practiceAreaSummaries, practiceAreas, 'Id', PracticeAreaPageSchema],
    ['case studies', caseStudySummaries, caseStudies, 'Id', CaseStudyPageSchema],
    ['attorneys', attorneySummaries, attorneys, 'Id', AttorneyPageSchema],
    ['blog posts', blogPostSummaries, blogPosts, 'id', BlogPostPageSchema],
  ] as const)(
    '%s: none of the pages’ fields, each the start of its whole entry',
    (_name, summaries, whole, key, pageSchema) => {
      const keyOf = (entry: object) => (entry as Record<string, unknown>)[key];
      const pageFields = Object.keys(pageSchema.entries).filter((field) => field !== key);
      expect(summaries.map(keyOf)).toEqual(whole.map(keyOf));
      for (const [index, summary] of summaries.entries()) {
        for (const field of pageFields) expect(summary).not.toHaveProperty(field);
        expect(whole[index]).toMatchObject(summary);
        for (const field of pageFields) expect(whole[index]).toHaveProperty(field);
      }
    },
  );
});
