import type { AttorneyPageContent } from '../schemas/attorneys.js';

const OFFICE_ADDRESS = '1200 Market Street, Suite 400, Philadelphia, PA 19107';

/** Every attorney shows the same four skill bars (spec §2, attorney detail). */
const SKILLS = [
  { label: 'Business Law', value: 85 },
  { label: 'Family Law', value: 95 },
  { label: 'Personal Injury', value: 92 },
  { label: 'Bankruptcy', value: 95 },
];

/**
 * Profile links point at the networks' home pages: placeholders until the firm supplies real
 * profiles, labelled with the network name only so the link text does not promise more.
 */
const SOCIALS = [
  { network: 'linkedin', url: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { network: 'x', url: 'https://x.com/', label: 'X' },
  { network: 'facebook', url: 'https://www.facebook.com/', label: 'Facebook' },
] as const;

/** What only each attorney's own page shows, by the summary's `Id`. */
export const attorneyPageContent: readonly AttorneyPageContent[] = [
  {
    Id: '1',
    phone: '+1 (215) 555-0143',
    email: 'robert.william@lexington-hale.example',
    experience: '22 Years',
    address: OFFICE_ADDRESS,
    socials: [...SOCIALS],
    about:
      'Robert leads the firm and its litigation team. Clients value his calm judgement and his habit of explaining the risks before the options.',
    experienceText:
      'Before co-founding Lexington & Hale, Robert spent nine years as a trial attorney at a regional firm, handling commercial and personal injury cases in state and federal courts.',
    education:
      'J.D., Temple University Beasley School of Law; B.A. in History, University of Pittsburgh.',
    achievements:
      'Lead counsel in more than 120 jury trials; past chair of the county bar’s civil litigation section.',
    skills: SKILLS,
  },
  {
    Id: '2',
    phone: '+1 (215) 555-0144',
    email: 'eleanor.hale@lexington-hale.example',
    experience: '19 Years',
    address: OFFICE_ADDRESS,
    socials: [...SOCIALS],
    about:
      'Eleanor guides families through divorce, custody and adoption with a steady focus on what will still matter in five years.',
    experienceText:
      'Eleanor began her career in legal aid, representing parents in custody hearings, and later founded the firm’s family law practice.',
    education: 'J.D., University of Pennsylvania Carey Law School; certified family mediator.',
    achievements:
      'Fellow of a national academy of family lawyers; trains new mediators for the county court programme.',
    skills: SKILLS,
  },
  {
    Id: '3',
    phone: '+1 (215) 555-0145',
    email: 'marcus.bennett@lexington-hale.example',
    experience: '14 Years',
    address: OFFICE_ADDRESS,
    socials: [...SOCIALS],
    about:
      'Marcus defends clients facing criminal charges, from first interview to jury verdict, and is known for his meticulous cross-examinations.',
    experienceText:
      'Marcus served six years as an assistant public defender before joining the firm, trying more than sixty cases to verdict.',
    education: 'J.D., Howard University School of Law; B.S. in Criminology, Penn State.',
    achievements:
      'Recognised for pro bono work on wrongful-conviction reviews; regular speaker on evidence law.',
    skills: SKILLS,
  },
  {
    Id: '4',
    phone: '+1 (215) 555-0146',
    email: 'sofia.alvarez@lexington-hale.example',
    experience: '11 Years',
    address: OFFICE_ADDRESS,
    socials: [...SOCIALS],
    about:
      'Sofia represents people injured on the road, at work and in medical care, and makes sure the settlement covers the years ahead.',
    experienceText:
      'Sofia worked for an insurance defence firm before switching sides, so she knows how claims are valued from the inside.',
    education: 'J.D., Villanova University Charles Widger School of Law; fluent in Spanish.',
    achievements:
      'Recovered more than $40 million for injured clients; named a rising star by a regional legal review.',
    skills: SKILLS,
  },
  {
    Id: '5',
    phone: '+1 (215) 555-0147',
    email: 'kenji.watanabe@lexington-hale.example',
    experience: '9 Years',
    address: OFFICE_ADDRESS,
    socials: [...SOCIALS],
    about:
      'Kenji advises founders, investors and property owners on deals, leases and the contracts that hold them together.',
    experienceText:
      'Kenji spent four years in-house at a property developer, negotiating leases and construction contracts, before joining the firm.',
    education:
      'J.D., Drexel University Kline School of Law; M.B.A., Drexel LeBow College of Business.',
    achievements:
      'Closed more than $300 million in commercial property transactions; mentors start-up founders at a local incubator.',
    skills: SKILLS,
  },
];
