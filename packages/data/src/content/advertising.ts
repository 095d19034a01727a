import type * as v from 'valibot';
import type { AdvertisingNoticeSchema } from '../schemas/advertising';

/** The one notice shown beside every case result and testimonial, as bar advertising rules ask. */
export const advertisingNoticeContent: v.InferInput<typeof AdvertisingNoticeSchema> = {
  label: 'Attorney Advertising',
  disclaimer: 'Prior results do not guarantee a similar outcome.',
};
