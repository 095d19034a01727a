import type { Testimonial } from '@firm/data';
import { Inline, Stack, Text } from '@firm/ui';
import { ContentImage } from '../blog/ContentImage';
import * as styles from './TestimonialCard.css';

/** A client's quote with their portrait, name and role. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Stack as="figure" space="md" className={styles.card}>
      <blockquote className={styles.quote}>
        <Text as="p">{testimonial.Des}</Text>
      </blockquote>
      <Inline as="figcaption" space="sm" alignY="center" wrap={false}>
        <ContentImage image={testimonial.tsImg} className={styles.avatar} />
        <div>
          <Text as="p" weight="semibold">
            {testimonial.Title}
          </Text>
          <Text as="p" size="sm" tone="muted">
            {testimonial.Sub}
          </Text>
        </div>
      </Inline>
    </Stack>
  );
}
