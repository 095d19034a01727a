import type { Faq } from '@firm/data';
import { Accordion, Container, Text } from '@firm/ui';

/**
 * The questions as collapsible panels; opening one closes the one that was open. The first
 * starts open, so the page shows at a glance what an answer looks like.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const first = faqs[0];
  return (
    <Container width="narrow" gutter={false}>
      <Accordion
        mode="single"
        defaultExpandedKeys={first ? [first.id] : []}
        headingLevel={3}
        items={faqs.map((faq) => ({
          id: faq.id,
          title: faq.question,
          content: <Text as="p">{faq.answer}</Text>,
        }))}
      />
    </Container>
  );
}
