import eleanorHaleImg from '../assets/attorneys/eleanor-hale.svg';
import kenjiWatanabeImg from '../assets/attorneys/kenji-watanabe.svg';
import marcusBennettImg from '../assets/attorneys/marcus-bennett.svg';
import robertWilliamImg from '../assets/attorneys/robert-william.svg';
import sofiaAlvarezImg from '../assets/attorneys/sofia-alvarez.svg';
import type { AttorneySummaryContent } from '../schemas/attorneys.js';
import { PORTRAIT } from './sizes.js';

/**
 * The five attorneys as lists show them (each slug is built from the name by `attorneySlug`);
 * what only an attorney's own page shows is in attorney-pages.ts, joined by `Id`, so a list's
 * bundle carries none of it.
 */
export const attorneySummaryContent: readonly AttorneySummaryContent[] = [
  {
    Id: '1',
    name: 'Robert William',
    title: 'Managing Partner',
    AtImg: {
      src: robertWilliamImg,
      alt: 'Portrait of Robert William, a grey-haired man in a navy suit and gold tie',
      ...PORTRAIT,
    },
  },
  {
    Id: '2',
    name: 'Eleanor Hale',
    title: 'Founding Partner, Family Law',
    AtImg: {
      src: eleanorHaleImg,
      alt: 'Portrait of Eleanor Hale, a woman with an auburn bob in a charcoal blazer',
      ...PORTRAIT,
    },
  },
  {
    Id: '3',
    name: 'Marcus Bennett',
    title: 'Criminal Defense Attorney',
    AtImg: {
      src: marcusBennettImg,
      alt: 'Portrait of Marcus Bennett, a bearded Black man with glasses in a grey suit',
      ...PORTRAIT,
    },
  },
  {
    Id: '4',
    name: 'Sofia Alvarez',
    title: 'Personal Injury Attorney',
    AtImg: {
      src: sofiaAlvarezImg,
      alt: 'Portrait of Sofia Alvarez, a woman with long dark hair in a burgundy blazer',
      ...PORTRAIT,
    },
  },
  {
    Id: '5',
    name: 'Kenji Watanabe',
    title: 'Business & Real Estate Attorney',
    AtImg: {
      src: kenjiWatanabeImg,
      alt: 'Portrait of Kenji Watanabe, a man with side-parted black hair and glasses in a black suit',
      ...PORTRAIT,
    },
  },
];
