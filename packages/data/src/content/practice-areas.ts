import type * as v from 'valibot';
import businessLawImg from '../assets/practice-areas/business-law.svg';
import businessLawIcon from '../assets/practice-areas/business-law-icon.svg';
import criminalLawImg from '../assets/practice-areas/criminal-law.svg';
import criminalLawIcon from '../assets/practice-areas/criminal-law-icon.svg';
import criminalLawTile from '../assets/practice-areas/criminal-law-tile.svg';
import educationLawImg from '../assets/practice-areas/education-law.svg';
import educationLawIcon from '../assets/practice-areas/education-law-icon.svg';
import familyLawImg from '../assets/practice-areas/family-law.svg';
import familyLawIcon from '../assets/practice-areas/family-law-icon.svg';
import familyLawTile from '../assets/practice-areas/family-law-tile.svg';
import personalInjuryImg from '../assets/practice-areas/personal-injury.svg';
import personalInjuryIcon from '../assets/practice-areas/personal-injury-icon.svg';
import personalInjuryTile from '../assets/practice-areas/personal-injury-tile.svg';
import realEstateLawImg from '../assets/practice-areas/real-estate-law.svg';
import realEstateLawIcon from '../assets/practice-areas/real-estate-law-icon.svg';
import type { PracticeAreaSummaryListSchema } from '../schemas/practice-areas.js';
import { ILLUSTRATION, LINE_ICON } from './sizes.js';

/**
 * The six practice areas, in the order of the spec (the footer shows the first four), as lists
 * show them; what only an area's own page shows is in practice-area-pages.ts, joined by `Id`, so
 * a list's bundle (the footer's, on every page) carries none of it.
 */
export const practiceAreaSummaryContent: v.InferInput<typeof PracticeAreaSummaryListSchema> = [
  {
    Id: '1',
    sTitle: 'Family Law',
    slug: 'Family-Law',
    sIcon: { src: familyLawIcon, alt: 'Two adults and a child with a heart', ...LINE_ICON },
    sImg: {
      src: familyLawImg,
      alt: 'A family of three standing outside their house on a sunny day',
      ...ILLUSTRATION,
    },
    description:
      'Divorce, custody, support and adoption handled with discretion, so your family can move forward with clarity.',
    icon: { src: familyLawTile, alt: 'Two adults and a child with a heart', ...LINE_ICON },
  },
  {
    Id: '2',
    sTitle: 'Personal Injury',
    slug: 'Personal-Injury',
    sIcon: { src: personalInjuryIcon, alt: 'A shield with a medical cross', ...LINE_ICON },
    sImg: {
      src: personalInjuryImg,
      alt: 'A medical clipboard, a stethoscope and a crutch',
      ...ILLUSTRATION,
    },
    description:
      'If you were hurt through someone else’s negligence, we pursue the compensation you need to recover, and we only get paid if you do.',
    icon: { src: personalInjuryTile, alt: 'A shield with a medical cross', ...LINE_ICON },
  },
  {
    Id: '3',
    sTitle: 'Criminal Law',
    slug: 'Criminal-Law',
    sIcon: { src: criminalLawIcon, alt: 'A pair of handcuffs', ...LINE_ICON },
    sImg: {
      src: criminalLawImg,
      alt: 'A magnifying glass over a fingerprint beside case notes',
      ...ILLUSTRATION,
    },
    description:
      'A strong defence from the first interview to the final hearing, for misdemeanours, felonies and white-collar charges.',
    icon: { src: criminalLawTile, alt: 'A pair of handcuffs', ...LINE_ICON },
  },
  {
    Id: '4',
    sTitle: 'Education Law',
    slug: 'Education-Law',
    sIcon: { src: educationLawIcon, alt: 'A graduation cap with a tassel', ...LINE_ICON },
    sImg: {
      src: educationLawImg,
      alt: 'A graduation cap above a stack of books, next to a school building',
      ...ILLUSTRATION,
    },
    description:
      'We help students, families and schools with admissions, special educational needs, discipline and discrimination disputes.',
  },
  {
    Id: '5',
    sTitle: 'Real Estate Law',
    slug: 'Real-Estate-Law',
    sIcon: { src: realEstateLawIcon, alt: 'A house with two windows and a door', ...LINE_ICON },
    sImg: {
      src: realEstateLawImg,
      alt: 'A row of houses and an apartment block beside a signed contract',
      ...ILLUSTRATION,
    },
    description:
      'Purchases, sales, leases and disputes over residential and commercial property, closed on time and without surprises.',
  },
  {
    Id: '6',
    sTitle: 'Business Law',
    slug: 'Business-Law',
    sIcon: { src: businessLawIcon, alt: 'A briefcase', ...LINE_ICON },
    sImg: {
      src: businessLawImg,
      alt: 'A rising bar chart beside a briefcase',
      ...ILLUSTRATION,
    },
    description:
      'Formation, contracts, financing and disputes for founders and growing companies, with advice that fits the size of the business.',
  },
];
