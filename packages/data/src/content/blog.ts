import type * as v from 'valibot';
import commercialLeaseImg from '../assets/blog/commercial-lease.svg';
import experiencedAttorneysImg from '../assets/blog/experienced-attorneys.svg';
import mediationFamilyImg from '../assets/blog/mediation-family.svg';
import type { BlogCommentSchema, BlogPostSummaryContent } from '../schemas/blog.js';
import { ILLUSTRATION } from './sizes.js';

/**
 * Posts, newest first: the teaser's "first 2" and the sidebar's "3 most recent" read this order.
 * Each as lists show it; a post's article is in blog-post-pages.ts, joined by `id`, so a list's
 * bundle carries none of it.
 */
export const blogPostSummaryContent: readonly BlogPostSummaryContent[] = [
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
    publishedOn: '2023-08-14',
    comment: '4',
    blClass: 'format-standard-image',
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
    publishedOn: '2023-07-28',
    comment: '2',
    blClass: 'format-video',
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
    publishedOn: '2023-06-09',
    comment: '3',
    blClass: 'format-standard-image',
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
