import commercialLeaseWideImg from '../assets/blog/commercial-lease-wide.svg';
import experiencedAttorneysWideImg from '../assets/blog/experienced-attorneys-wide.svg';
import mediationFamilyWideImg from '../assets/blog/mediation-family-wide.svg';
import type { BlogPostPageContent } from '../schemas/blog.js';
import { WIDE_ILLUSTRATION } from './sizes.js';

/**
 * What only each post's own page shows (its wide image, the author's role and the article), by
 * the summary's `id`.
 */
export const blogPostPageContent: readonly BlogPostPageContent[] = [
  {
    id: '1',
    blogSingleImg: {
      src: experiencedAttorneysWideImg,
      alt: 'A desk with a laptop, a briefcase and a page of notes',
      ...WIDE_ILLUSTRATION,
    },
    authorTitle: 'Managing Partner',
    body: [
      'Ten years ago, many growing companies treated legal advice as a cost to be kept to a minimum. Today the same companies ask for their lawyers at the start of a project, not at the end.',
      'The reason is experience. An attorney who has negotiated dozens of supply contracts knows which clauses cause disputes three years later, and which ones nobody will ever read again.',
      'Experience also saves time. When regulators change the rules, an experienced team already knows who to call and which filings can wait. That speed is now part of what clients buy.',
      'If you are choosing counsel for your business, ask for examples of similar matters, who will actually do the work, and how they will keep you informed. Good answers to those questions matter more than the size of the firm.',
    ],
  },
  {
    id: '2',
    blogSingleImg: {
      src: commercialLeaseWideImg,
      alt: 'A shopfront with a For Lease sign in the window',
      ...WIDE_ILLUSTRATION,
    },
    authorTitle: 'Business & Real Estate Attorney',
    body: [
      'A commercial lease can bind a business for a decade, yet many tenants sign after reading only the rent and the term.',
      'Start with the service charge. Ask for the last three years of statements and check what is included, what is capped and how disputes are resolved.',
      'Next, read the repair clause. A full repairing lease can make a tenant responsible for the roof and structure of a building it does not own.',
      'Finally, look for a break clause and the conditions attached to it. A right to leave early is worth little if it can be lost over a late payment.',
    ],
  },
  {
    id: '3',
    blogSingleImg: {
      src: mediationFamilyWideImg,
      alt: 'Two people seated facing each other across a small table',
      ...WIDE_ILLUSTRATION,
    },
    authorTitle: 'Founding Partner, Family Law',
    body: [
      'In mediation, a neutral mediator helps both sides reach their own agreement. Nobody imposes a decision, and what is said in the room stays there.',
      'It works best when both parties want to settle and can talk about money and children honestly. Each side should still have a lawyer to advise between sessions.',
      'Mediation is not suitable where there has been abuse or a serious imbalance of power. In those cases, the court’s protection matters more than speed.',
      'Most agreements are reached in three to five sessions. Once signed, a lawyer turns the agreement into a consent order that the court can approve.',
    ],
  },
];
