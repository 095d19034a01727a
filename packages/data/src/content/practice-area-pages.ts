import type * as v from 'valibot';
import type { PracticeAreaPageListSchema } from '../schemas/practice-areas.js';

/**
 * What only each practice area's own page shows (its second and third paragraphs and its tabs),
 * by the summary's `Id`.
 */
export const practiceAreaPageContent: v.InferInput<typeof PracticeAreaPageListSchema> = [
  {
    Id: '1',
    des2: 'We start by listening. Every family is different, and the right outcome depends on what matters most to you and your children. We explain your options in plain language: mediation, negotiated settlement and, where it is needed, court.',
    des3: 'Our family lawyers have guided clients through contested custody hearings, complex asset divisions and international relocations. We prepare every matter as if it will go to trial, which is often why it does not have to.',
    tabs: {
      precautions:
        'Keep copies of financial records, stay off social media about the case and keep the children’s routine steady. Do not move out or transfer assets before you have taken advice.',
      intelligence:
        'We gather the facts early: income, assets, parenting schedules and any history the court will weigh, so negotiation starts from evidence rather than assumptions.',
      specializations:
        'Divorce and separation, child custody and visitation, child and spousal support, prenuptial agreements, adoption and guardianship.',
    },
  },
  {
    Id: '2',
    des2: 'Road accidents, workplace injuries, slips and falls and medical negligence all follow strict deadlines. We act quickly to secure evidence, medical reports and witness statements while they are fresh.',
    des3: 'Insurers often make early offers that fall short of long-term costs. We value your claim properly, including future care and lost earnings, and negotiate from that figure.',
    tabs: {
      precautions:
        'Get medical attention first and keep every record. Photograph the scene and your injuries, and do not sign an insurer’s statement before we have reviewed it.',
      intelligence:
        'We work with medical experts, accident reconstruction specialists and economists to show exactly what happened and what it will cost you.',
      specializations:
        'Road traffic accidents, workplace injuries, premises liability, medical negligence, product liability and wrongful death.',
    },
  },
  {
    Id: '3',
    des2: 'What happens in the first hours after an arrest can shape the whole case. We attend interviews, advise on bail and make sure your rights are respected from the start.',
    des3: 'We test the prosecution’s evidence at every step, from how it was gathered to how it is presented, and we are ready to take the case to a jury when that is the right call.',
    tabs: {
      precautions:
        'You have the right to remain silent and the right to a lawyer. Use both. Do not discuss the case with anyone but your attorney, including by phone or message.',
      intelligence:
        'We review police reports, recordings and forensic results independently, and bring in our own experts where the evidence is technical.',
      specializations:
        'Violent and drug offences, DUI, fraud and white-collar crime, juvenile defence, appeals and expungement.',
    },
  },
  {
    Id: '4',
    des2: 'Education decisions can change a young person’s future. We make sure schools and colleges follow their own rules and the law, and that the student’s voice is heard.',
    des3: 'We represent families at exclusion hearings and appeals, and advise institutions on policies that are fair and defensible.',
    tabs: {
      precautions:
        'Keep every letter, e-mail and report from the school. Appeal deadlines are short, so contact us as soon as a decision arrives.',
      intelligence:
        'We read the school’s policies against the law and the facts, and gather independent assessments where a student’s needs are in question.',
      specializations:
        'Special educational needs, exclusions and discipline, admissions appeals, disability discrimination and student complaints.',
    },
  },
  {
    Id: '5',
    des2: 'We check title, zoning, surveys and financing terms before you commit, so problems surface while they can still be negotiated.',
    des3: 'When deals go wrong, we act for buyers, sellers, landlords and tenants in boundary, defect and lease disputes.',
    tabs: {
      precautions:
        'Do not sign a letter of intent or pay a deposit before the contract has been reviewed. Ask for the title report and survey early.',
      intelligence:
        'We search public records, liens and permits, and coordinate with surveyors and lenders so every condition is met before closing.',
      specializations:
        'Residential and commercial conveyancing, commercial leases, title defects, landlord and tenant disputes, and development agreements.',
    },
  },
  {
    Id: '6',
    des2: 'Good paperwork prevents expensive arguments. We draft and review shareholder agreements, supply contracts and employment terms with your commercial goals in mind.',
    des3: 'When a dispute does arise, we look for the fastest sensible resolution, and we litigate firmly when negotiation fails.',
    tabs: {
      precautions:
        'Put agreements in writing, keep minutes of key decisions and separate personal and company finances from day one.',
      intelligence:
        'We learn how your business makes money before we advise, so contracts protect the parts that matter most.',
      specializations:
        'Company formation, shareholder and partnership agreements, commercial contracts, mergers and acquisitions, and commercial litigation.',
    },
  },
];
