import type { Faq } from '@firm/data';
import type { JsonLd } from '../seo';

/** The questions and answers as a schema.org `FAQPage`. */
export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
