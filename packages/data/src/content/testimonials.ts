import type * as v from 'valibot';
import hannahLeeImg from '../assets/testimonials/hannah-lee.svg';
import oliviaGrantImg from '../assets/testimonials/olivia-grant.svg';
import samuelOkaforImg from '../assets/testimonials/samuel-okafor.svg';
import type { TestimonialListSchema } from '../schemas/testimonials.js';
import { AVATAR } from './sizes.js';

export const testimonialContent: v.InferInput<typeof TestimonialListSchema> = [
  {
    id: '1',
    tsImg: {
      src: oliviaGrantImg,
      alt: 'Portrait of Olivia Grant, a woman with a blonde bob in a blue jacket',
      ...AVATAR,
    },
    Des: 'When our supplier walked away from a signed contract, Kenji had a clear plan within a day. We recovered our deposit and kept our biggest customer.',
    Title: 'Olivia Grant',
    Sub: 'Small Business Owner',
  },
  {
    id: '2',
    tsImg: {
      src: samuelOkaforImg,
      alt: 'Portrait of Samuel Okafor, a Black man with short hair in a navy jacket',
      ...AVATAR,
    },
    Des: 'After my accident I could not work for months. Sofia handled the insurers so I could focus on getting better, and the settlement covered everything.',
    Title: 'Samuel Okafor',
    Sub: 'Warehouse Supervisor',
  },
  {
    id: '3',
    tsImg: {
      src: hannahLeeImg,
      alt: 'Portrait of Hannah Lee, a woman with long black hair in a green jacket',
      ...AVATAR,
    },
    Des: 'Eleanor helped us agree a parenting plan without going to court. She was honest about the options and kind throughout a very hard year.',
    Title: 'Hannah Lee',
    Sub: 'Teacher',
  },
];
