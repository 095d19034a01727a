import type { Faq } from '@firm/data';
import { Accordion, Text } from '@firm/ui';
import * as styles from './FaqList.css';

/**
 * The questions as collapsible panels; opening one closes the one that was open. The first
 * starts open, so the page shows at a glance what an answer looks like.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const first = faqs[0];
  return (
    <Accordion
      mode="single"
      defaultExpandedKeys={first ? [first.id] : []}
      headingLevel={3}
      className={styles.list}
      items={faqs.map((faq) => ({
        id: faq.id,
        title: faq.question,
        content: <Text as="p">{faq.answer}</Text>,
      }))}
    />
  );
}
