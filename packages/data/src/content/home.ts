import type * as v from 'valibot';
import clientChoiceBadge from '../assets/awards/client-choice.svg';
import litigatorOfTheYearBadge from '../assets/awards/litigator-of-the-year.svg';
import proBonoServiceBadge from '../assets/awards/pro-bono-service.svg';
import topFamilyLawyerBadge from '../assets/awards/top-family-lawyer.svg';
import courthouseHero from '../assets/hero/courthouse.svg';
import scalesHero from '../assets/hero/scales.svg';
import bankingFinanceIcon from '../assets/home-strip/banking-finance.svg';
import corporateCommercialIcon from '../assets/home-strip/corporate-commercial.svg';
import disputeResolutionIcon from '../assets/home-strip/dispute-resolution.svg';
import insolvencyBankruptcyIcon from '../assets/home-strip/insolvency-bankruptcy.svg';
import litigationIcon from '../assets/home-strip/litigation.svg';
import type {
  AwardSchema,
  CounterSchema,
  HeroSlideSchema,
  HomePracticeItemSchema,
  HomeVideoSchema,
  ProcessStepSchema,
  QuoteSchema,
} from '../schemas/home.js';
import { AWARD_BADGE, HERO, LINE_ICON } from './sizes.js';

/**
 * Hero slides. The artwork fills the right half so the headline can sit on the left; the first
 * slide carries the spec's headline.
 */
export const heroSlideContent: v.InferInput<typeof HeroSlideSchema>[] = [
  {
    id: '1',
    headline: 'Crafting Legal Solutions, Brick by Brick',
    text: 'Practical advice and determined advocacy for families, individuals and businesses.',
    image: {
      src: courthouseHero,
      alt: 'Gold line drawing of a columned courthouse on a navy background above a brick wall',
      ...HERO,
    },
  },
  {
    id: '2',
    headline: 'Counsel You Can Build On',
    text: 'Five attorneys, six practice areas and one standard: we prepare every case as if it will go to trial.',
    image: {
      src: scalesHero,
      alt: 'Gold scales of justice beside a stack of law books on a navy background',
      ...HERO,
    },
  },
];

export const homePracticeStripContent: v.InferInput<typeof HomePracticeItemSchema>[] = [
  {
    id: 'banking-finance',
    title: 'Banking and Finance',
    text: 'Lending, security and regulatory advice for borrowers and lenders.',
    icon: { src: bankingFinanceIcon, alt: 'A classical bank building', ...LINE_ICON },
  },
  {
    id: 'insolvency-bankruptcy',
    title: 'Insolvency & Bankruptcy',
    text: 'Restructuring, creditor claims and a fresh start when debts become unmanageable.',
    icon: { src: insolvencyBankruptcyIcon, alt: 'A chart line falling', ...LINE_ICON },
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute Resolution',
    text: 'Negotiation, mediation and arbitration that settle matters before they reach court.',
    icon: { src: disputeResolutionIcon, alt: 'Two speech bubbles with a check mark', ...LINE_ICON },
  },
  {
    id: 'litigation',
    title: 'Litigation',
    text: 'Thorough preparation and firm advocacy in state and federal courts.',
    icon: { src: litigationIcon, alt: 'A gavel and sound block', ...LINE_ICON },
  },
  {
    id: 'corporate-commercial',
    title: 'Corporate Commercial',
    text: 'Contracts, transactions and governance for companies at every stage.',
    icon: { src: corporateCommercialIcon, alt: 'An office tower', ...LINE_ICON },
  },
];

export const processStepContent: v.InferInput<typeof ProcessStepSchema>[] = [
  {
    id: '1',
    title: 'Analysing the Issue',
    text: 'We listen, gather the documents and identify the questions that will decide your matter.',
  },
  {
    id: '2',
    title: 'Advice & Guidance',
    text: 'You get a clear written view of your options, the risks and the likely costs of each.',
  },
  {
    id: '3',
    title: 'Filing Case',
    text: 'When court is the right route, we prepare and file a case built on evidence, on time.',
  },
  {
    id: '4',
    title: 'End-to-End Solution',
    text: 'We stay with you through negotiation, hearing and settlement, to the final order.',
  },
];

export const counterContent: v.InferInput<typeof CounterSchema>[] = [
  { value: 1800, suffix: '', label: 'Cases Closed' },
  { value: 150, suffix: '', label: 'Attorneys' },
  { value: 1530, suffix: '', label: 'Clients' },
  { value: 100, suffix: '%', label: 'Successful' },
];

/** Awards for the single-lawyer home. Issuers are fictional. */
export const awardContent: v.InferInput<typeof AwardSchema>[] = [
  {
    id: 'litigator-of-the-year',
    title: 'Litigator of the Year',
    issuer: 'Keystone Legal Awards',
    year: 2024,
    image: {
      src: litigatorOfTheYearBadge,
      alt: 'Gold laurel badge with a star, 2024',
      ...AWARD_BADGE,
    },
  },
  {
    id: 'client-choice',
    title: 'Client Choice Award',
    issuer: 'Atlantic Counsel Review',
    year: 2023,
    image: { src: clientChoiceBadge, alt: 'Gold laurel badge with a heart, 2023', ...AWARD_BADGE },
  },
  {
    id: 'top-family-lawyer',
    title: 'Top Family Lawyer',
    issuer: 'Keystone Legal Awards',
    year: 2023,
    image: {
      src: topFamilyLawyerBadge,
      alt: 'Gold laurel badge with two rings, 2023',
      ...AWARD_BADGE,
    },
  },
  {
    id: 'pro-bono-service',
    title: 'Pro Bono Service Award',
    issuer: 'Delaware Valley Legal Aid Circle',
    year: 2022,
    image: {
      src: proBonoServiceBadge,
      alt: 'Gold laurel badge with scales of justice, 2022',
      ...AWARD_BADGE,
    },
  },
];

/** The advocate's quote beside the home page's practice-areas grid. */
export const advocateQuoteContent: v.InferInput<typeof QuoteSchema> = {
  text: 'The best case is the one prepared so well that the other side decides not to fight it.',
  author: 'Robert William',
  role: 'Managing Partner',
};

/**
 * The video modal's embed. A placeholder until the firm records its own introduction: "Big Buck
 * Bunny", a Creative Commons film by the Blender Foundation. The title says what actually plays.
 */
export const homeVideoContent: v.InferInput<typeof HomeVideoSchema> = {
  url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  title: 'Placeholder video: Big Buck Bunny, an open film by the Blender Foundation',
};
