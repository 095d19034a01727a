import type * as v from 'valibot';
import type { CaseStudyPageListSchema } from '../schemas/case-studies.js';

/** What only each case study's own page shows (its tabs), by the summary's `Id`. */
export const caseStudyPageContent: v.InferInput<typeof CaseStudyPageListSchema> = [
  {
    Id: '1',
    challenge:
      'Our client was arrested after a store robbery on the strength of a single, uncertain eyewitness identification and held without bail.',
    solution:
      'We obtained the store’s full camera footage and phone location records, which placed our client two miles away at the time, and challenged the identification procedure.',
    results:
      'The charges were dismissed before trial and the arrest record was expunged within three months.',
  },
  {
    Id: '2',
    challenge:
      'Two parents relocating to different states could not agree on schooling or holidays, and both had filed for sole custody.',
    solution:
      'We proposed structured mediation with a child specialist and drafted a parenting plan built around the school calendar and travel costs.',
    results:
      'Both parents signed a shared-custody agreement that the court approved without a contested hearing.',
  },
  {
    Id: '3',
    challenge:
      'A restaurant tenant faced eviction after the landlord claimed unpaid service charges that had never been itemised.',
    solution:
      'We audited five years of charges against the lease, found duplicated maintenance fees and negotiated directly with the landlord’s counsel.',
    results:
      'The eviction notice was withdrawn, the tenant recovered $48,000 in overcharges and the lease was renewed for ten years.',
  },
  {
    Id: '4',
    challenge:
      'The founders of a growing design studio disagreed on its future, and their partnership agreement had no exit clause.',
    solution:
      'We arranged an independent valuation and structured a staged buyout funded from future profits, protecting the studio’s cash flow.',
    results:
      'The buyout closed in eight weeks without litigation, and the studio kept all of its key clients.',
  },
  {
    Id: '5',
    challenge:
      'A bookkeeper was charged with fraud after an accounting system migration left unexplained transfers in her employer’s records.',
    solution:
      'We retained a forensic accountant who traced every transfer to a software error documented by the vendor.',
    results: 'The prosecution withdrew all charges ahead of the preliminary hearing.',
  },
  {
    Id: '6',
    challenge:
      'Days before closing, a family discovered an old unreleased lien on the apartment they were buying.',
    solution:
      'We traced the original lender’s successor, obtained a release and arranged a short escrow holdback so the closing date could stand.',
    results: 'The family closed on schedule with clear title and no additional cost.',
  },
];
