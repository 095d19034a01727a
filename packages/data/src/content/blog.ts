import type * as v from 'valibot';
import commercialLeaseImg from '../assets/blog/commercial-lease.svg';
import commercialLeaseWideImg from '../assets/blog/commercial-lease-wide.svg';
import experiencedAttorneysImg from '../assets/blog/experienced-attorneys.svg';
import experiencedAttorneysWideImg from '../assets/blog/experienced-attorneys-wide.svg';
import mediationFamilyImg from '../assets/blog/mediation-family.svg';
import mediationFamilyWideImg from '../assets/blog/mediation-family-wide.svg';
import type { BlogCommentSchema, BlogPostContent } from '../schemas/blog.js';
import { ILLUSTRATION, WIDE_ILLUSTRATION } from './sizes.js';

/** Posts, newest first: the teaser's "first 2" and the sidebar's "3 most recent" read this order. */
export const blogPostContent: readonly BlogPostContent[] = [
  {
    id: '1',
    title: 'Why Industries Are Looking for Experienced Attorneys',
    slug: 'Why-Industries-Are-Looking-For-Experienced-Attorneys',
    screens: {
      src: experiencedAttorneysImg,
      alt: 'A desk with a laptop, a briefcase and a page of notes',
      ...ILLUSTRATION,
    },
    thumb: 'Business Law',
    description:
      'Regulation keeps growing and deals keep getting faster. Here is why companies now want counsel who has seen the problem before.',
    author: 'Robert William',
    authorTitle: 'Managing Partner',
    publishedOn: '2023-08-14',
    blogSingleImg: {
      src: experiencedAttorneysWideImg,
      alt: 'A desk with a laptop, a briefcase and a page of notes',
      ...WIDE_ILLUSTRATION,
    },
    comment: '4',
    blClass: 'format-standard-image',
    body: [
      'Ten years ago, many growing companies treated legal advice as a cost to be kept to a minimum. Today the same companies ask for their lawyers at the start of a project, not at the end.',
      'The reason is experience. An attorney who has negotiated dozens of supply contracts knows which clauses cause disputes three years later, and which ones nobody will ever read again.',
      'Experience also saves time. When regulators change the rules, an experienced team already knows who to call and which filings can wait. That speed is now part of what clients buy.',
      'If you are choosing counsel for your business, ask for examples of similar matters, who will actually do the work, and how they will keep you informed. Good answers to those questions matter more than the size of the firm.',
    ],
  },
  {
    id: '2',
    title: 'What to Check Before Signing a Commercial Lease',
    slug: 'What-To-Check-Before-Signing-A-Commercial-Lease',
    screens: {
      src: commercialLeaseImg,
      alt: 'A shopfront with a For Lease sign in the window',
      ...ILLUSTRATION,
    },
    thumb: 'Real Estate Law',
    description:
      'Rent is only the start. Service charges, repair duties and break clauses decide what a lease really costs.',
    author: 'Kenji Watanabe',
    authorTitle: 'Business & Real Estate Attorney',
    publishedOn: '2023-07-28',
    blogSingleImg: {
      src: commercialLeaseWideImg,
      alt: 'A shopfront with a For Lease sign in the window',
      ...WIDE_ILLUSTRATION,
    },
    comment: '2',
    blClass: 'format-video',
    body: [
      'A commercial lease can bind a business for a decade, yet many tenants sign after reading only the rent and the term.',
      'Start with the service charge. Ask for the last three years of statements and check what is included, what is capped and how disputes are resolved.',
      'Next, read the repair clause. A full repairing lease can make a tenant responsible for the roof and structure of a building it does not own.',
      'Finally, look for a break clause and the conditions attached to it. A right to leave early is worth little if it can be lost over a late payment.',
    ],
  },
  {
    id: '3',
    title: 'How Mediation Can Settle a Family Dispute',
    slug: 'How-Mediation-Can-Settle-A-Family-Dispute',
    screens: {
      src: mediationFamilyImg,
      alt: 'Two people seated facing each other across a small table',
      ...ILLUSTRATION,
    },
    thumb: 'Family Law',
    description:
      'Mediation is faster, cheaper and more private than court. It is not right for every family, but it works for more than you might think.',
    author: 'Eleanor Hale',
    authorTitle: 'Founding Partner, Family Law',
    publishedOn: '2023-06-09',
    blogSingleImg: {
      src: mediationFamilyWideImg,
      alt: 'Two people seated facing each other across a small table',
      ...WIDE_ILLUSTRATION,
    },
    comment: '3',
    blClass: 'format-standard-image',
    body: [
      'In mediation, a neutral mediator helps both sides reach their own agreement. Nobody imposes a decision, and what is said in the room stays there.',
      'It works best when both parties want to settle and can talk about money and children honestly. Each side should still have a lawyer to advise between sessions.',
      'Mediation is not suitable where there has been abuse or a serious imbalance of power. In those cases, the court’s protection matters more than speed.',
      'Most agreements are reached in three to five sessions. Once signed, a lawyer turns the agreement into a consent order that the court can approve.',
    ],
  },
];

/** The fixed comment thread shown under every post. */
export const blogCommentContent: v.InferInput<typeof BlogCommentSchema>[] = [
  {
    id: '1',
    name: 'Daniel Price',
    date: '15 AUG,23',
    text: 'Useful and clear. Do you have advice on how a small company should compare quotes from different firms?',
  },
  {
    id: '2',
    name: 'Robert William',
    date: '16 AUG,23',
    text: 'Thank you, Daniel. Ask each firm for a fixed fee or a capped estimate for the same scope, then compare who will actually do the work.',
    replyTo: '1',
  },
  {
    id: '3',
    name: 'Amira Haddad',
    date: '18 AUG,23',
    text: 'We changed counsel last year for exactly these reasons. The difference in response time was remarkable.',
  },
];

/** Tags in the blog sidebar; they all link to the blog list. */
export const blogTagContent = [
  'Law',
  'Family',
  'Business',
  'Criminal',
  'Real Estate',
  'Consult',
  'Events',
] as const;
