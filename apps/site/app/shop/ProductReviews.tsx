import { limits, productReviews } from '@firm/data';
import {
  Button,
  Inline,
  Stack,
  StarRating,
  StarRatingField,
  Text,
  TextArea,
  TextField,
  Tiles,
} from '@firm/ui';
import type { FormEvent } from 'react';
import { NoScriptNotice } from '../forms/NoScriptNotice';
import * as styles from './ProductReviews.css';

/** The Review tab: the two fixed sample reviews and the 'Add a review' form. */
export function ProductReviews({ productTitle }: { productTitle: string }) {
  return (
    <>
      <Stack space="md" marginBottom="xl">
        <Text as="h3" size="lg">
          {productReviews.length} reviews for {productTitle}
        </Text>
        <Stack as="ol" space="lg">
          {productReviews.map((review) => (
            <Stack as="li" key={review.id} space="xxs" className={styles.review}>
              <Inline space="sm" alignY="center">
                <Text as="h4" size="md" font="body" weight="bold">
                  {review.name}
                </Text>
                <Text size="sm" tone="muted">
                  {review.date}
                </Text>
                <StarRating value={review.rating} max={limits.starScale} />
              </Inline>
              <Text as="p">{review.text}</Text>
            </Stack>
          ))}
        </Stack>
      </Stack>
      <ReviewForm />
    </>
  );
}

/** The spec shows this form submitting nowhere: the submit is intercepted and does nothing. */
function ignoreSubmit(event: FormEvent<HTMLElement>) {
  event.preventDefault();
}

/**
 * 'Add a review': stars (radio 1 to 5, name `stars`), review text, name and email. Name and
 * email are required (the browser says so on an empty submit); nothing is sent.
 */
function ReviewForm() {
  return (
    <Stack
      as="form"
      space="md"
      className={styles.form}
      onSubmit={ignoreSubmit}
      aria-labelledby="add-review-heading"
    >
      <Text as="h3" id="add-review-heading" size="lg" className={styles.formHeading}>
        Add a review
      </Text>
      <Text as="p" size="sm" tone="muted">
        Your email address will not be published. Required fields are marked *
      </Text>
      <NoScriptNotice />
      <StarRatingField label="Your rating *" name="stars" max={limits.starScale} />
      <TextArea label="Your review *" name="review" rows={5} />
      {/* The two short fields side by side while each gets 14rem, else one above the other. */}
      <Tiles minWidth="14rem" shrink={false} space="md">
        <TextField label="Name *" name="name" autoComplete="name" isRequired />
        <TextField label="Email *" name="email" type="email" autoComplete="email" isRequired />
      </Tiles>
      <Inline>
        <Button type="submit">Submit</Button>
      </Inline>
    </Stack>
  );
}
