import type * as v from 'valibot';
import businessLawImg from '../assets/case-studies/business-law.svg';
import criminalLawImg from '../assets/case-studies/criminal-law.svg';
import criminalLawsImg from '../assets/case-studies/criminal-laws.svg';
import familyLawImg from '../assets/case-studies/family-law.svg';
import realEstateImg from '../assets/case-studies/real-estate.svg';
import realEstate2Img from '../assets/case-studies/real-estate-2.svg';
import type { CaseStudyListSchema } from '../schemas/case-studies.js';
import { CASE_ILLUSTRATION } from './sizes.js';

/**
 * Case studies in the spec's order. The slug 'Real-Estate' appears twice, as in the spec: the
 * second entry keeps its own Id and content, but `/case-single/Real-Estate` shows the first.
 */
export const caseStudyContent: v.InferInput<typeof CaseStudyListSchema> = [
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
    challenge:
      'Our client was arrested after a store robbery on the strength of a single, uncertain eyewitness identification and held without bail.',
    solution:
      'We obtained the store’s full camera footage and phone location records, which placed our client two miles away at the time, and challenged the identification procedure.',
    results:
      'The charges were dismissed before trial and the arrest record was expunged within three months.',
  },
  {
    Id: '2',
    cTitle: 'Shared Custody Agreement',
    slug: 'Family-Law',
    cImg: { src: familyLawImg, alt: 'Two interlocking wedding rings', ...CASE_ILLUSTRATION },
    category: 'Family Law',
    challenge:
      'Two parents relocating to different states could not agree on schooling or holidays, and both had filed for sole custody.',
    solution:
      'We proposed structured mediation with a child specialist and drafted a parenting plan built around the school calendar and travel costs.',
    results:
      'Both parents signed a shared-custody agreement that the court approved without a contested hearing.',
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
    challenge:
      'A restaurant tenant faced eviction after the landlord claimed unpaid service charges that had never been itemised.',
    solution:
      'We audited five years of charges against the lease, found duplicated maintenance fees and negotiated directly with the landlord’s counsel.',
    results:
      'The eviction notice was withdrawn, the tenant recovered $48,000 in overcharges and the lease was renewed for ten years.',
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
    challenge:
      'The founders of a growing design studio disagreed on its future, and their partnership agreement had no exit clause.',
    solution:
      'We arranged an independent valuation and structured a staged buyout funded from future profits, protecting the studio’s cash flow.',
    results:
      'The buyout closed in eight weeks without litigation, and the studio kept all of its key clients.',
  },
  {
    Id: '5',
    cTitle: 'Fraud Charges Dismissed',
    slug: 'Criminal-Laws',
    cImg: { src: criminalLawsImg, alt: 'The scales of justice', ...CASE_ILLUSTRATION },
    category: 'Criminal Law',
    challenge:
      'A bookkeeper was charged with fraud after an accounting system migration left unexplained transfers in her employer’s records.',
    solution:
      'We retained a forensic accountant who traced every transfer to a software error documented by the vendor.',
    results: 'The prosecution withdrew all charges ahead of the preliminary hearing.',
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
    challenge:
      'Days before closing, a family discovered an old unreleased lien on the apartment they were buying.',
    solution:
      'We traced the original lender’s successor, obtained a release and arranged a short escrow holdback so the closing date could stand.',
    results: 'The family closed on schedule with clear title and no additional cost.',
  },
];
