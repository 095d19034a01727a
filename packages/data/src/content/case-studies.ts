import type * as v from 'valibot';
import businessLawImg from '../assets/case-studies/business-law.svg';
import criminalLawImg from '../assets/case-studies/criminal-law.svg';
import criminalLawsImg from '../assets/case-studies/criminal-laws.svg';
import familyLawImg from '../assets/case-studies/family-law.svg';
import realEstateImg from '../assets/case-studies/real-estate.svg';
import realEstate2Img from '../assets/case-studies/real-estate-2.svg';
import type { CaseStudySummaryListSchema } from '../schemas/case-studies.js';
import { CASE_ILLUSTRATION } from './sizes.js';

/**
 * Case studies in the spec's order, as their summaries (the cards in lists) show them; the texts
 * only a case's own page shows are in case-study-pages.ts, joined by `Id`, so a list's bundle
 * carries none of them. The slug 'Real-Estate' appears twice, as in the spec: the
 * second entry keeps its own Id and content, but `/case-single/Real-Estate` shows the first.
 */
export const caseStudySummaryContent: v.InferInput<typeof CaseStudySummaryListSchema> = [
  {
    Id: '1',
    cTitle: 'Wrongful Arrest Overturned',
    slug: 'Criminal-Law',
    cImg: {
      src: criminalLawImg,
      alt: 'A barred arched window with a crescent moon outside',
      ...CASE_ILLUSTRATION,
    },
    category: 'Criminal Law',
  },
  {
    Id: '2',
    cTitle: 'Shared Custody Agreement',
    slug: 'Family-Law',
    cImg: { src: familyLawImg, alt: 'Two interlocking wedding rings', ...CASE_ILLUSTRATION },
    category: 'Family Law',
  },
  {
    Id: '3',
    cTitle: 'Commercial Lease Dispute',
    slug: 'Real-Estate',
    cImg: {
      src: realEstateImg,
      alt: 'A house examined through a magnifying glass',
      ...CASE_ILLUSTRATION,
    },
    category: 'Real Estate',
  },
  {
    Id: '4',
    cTitle: 'Partnership Buyout',
    slug: 'Business-Law',
    cImg: {
      src: businessLawImg,
      alt: 'Office towers under a rising arrow',
      ...CASE_ILLUSTRATION,
    },
    category: 'Business Law',
  },
  {
    Id: '5',
    cTitle: 'Fraud Charges Dismissed',
    slug: 'Criminal-Laws',
    cImg: { src: criminalLawsImg, alt: 'The scales of justice', ...CASE_ILLUSTRATION },
    category: 'Criminal Law',
  },
  {
    Id: '6',
    cTitle: 'Residential Title Defect',
    slug: 'Real-Estate',
    cImg: {
      src: realEstate2Img,
      alt: 'An apartment block with a large key beside it',
      ...CASE_ILLUSTRATION,
    },
    category: 'Real Estate',
  },
];
