import type { Testimonial } from '@firm/data';
import { ContentImage } from '../blog/ContentImage';
import * as styles from './TestimonialCard.css';

/** A client's quote with their portrait, name and role. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <blockquote className={styles.quote}>
        <p className={styles.quoteText}>{testimonial.Des}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <ContentImage image={testimonial.tsImg} className={styles.avatar} />
        <div>
          <p className={styles.name}>{testimonial.Title}</p>
          <p className={styles.role}>{testimonial.Sub}</p>
        </div>
      </figcaption>
    </figure>
  );
}
