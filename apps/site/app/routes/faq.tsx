import { faqs } from '@firm/data';
import { FaqList } from '../faq/FaqList';
import { faqPageJsonLd } from '../faq/faqSeo';
import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { pageMeta } from '../seo';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'FAQ',
    description:
      'Answers to the questions clients ask most often before their first consultation: fees, timing and confidentiality.',
    path: location.pathname,
    jsonLd: [faqPageJsonLd(faqs)],
  });

export default function FaqPage() {
  return (
    <>
      <PageTitle title="FAQ" />
      <Section
        id="faq"
        eyebrow="Questions & answers"
        title="Frequently Asked Questions"
        intro="If your question is not here, ask us: the first consultation is free."
      >
        <FaqList faqs={faqs} />
      </Section>
    </>
  );
}
