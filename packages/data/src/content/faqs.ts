import type * as v from 'valibot';
import type { FaqSchema } from '../schemas/home.js';

/** The FAQ page's questions: a module of their own, so the home pages do not carry them. */
export const faqContent: v.InferInput<typeof FaqSchema>[] = [
  {
    id: '1',
    question: 'How much does a first consultation cost?',
    answer:
      'The first 30-minute consultation is free. We use it to understand your situation, tell you whether we can help and explain how our fees would work.',
  },
  {
    id: '2',
    question: 'How are your fees structured?',
    answer:
      'It depends on the matter. Personal injury cases are usually on a contingency basis; most other work is billed hourly or at a fixed fee agreed in writing before we start.',
  },
  {
    id: '3',
    question: 'How long will my case take?',
    answer:
      'Simple matters can be resolved in weeks; contested cases can take a year or more. We give you a realistic timetable at the start and update it as things change.',
  },
  {
    id: '4',
    question: 'What should I bring to our first meeting?',
    answer:
      'Any letters, contracts, court papers or photographs related to the matter, a list of key dates and a photo ID. If you are unsure, bring it: we will sort what matters.',
  },
  {
    id: '5',
    question: 'Will my information be kept confidential?',
    answer:
      'Yes. Everything you tell us is protected by attorney–client privilege, even if you decide not to instruct us after the consultation.',
  },
];
