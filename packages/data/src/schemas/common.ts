/**
 * The building blocks of every collection's valibot schema; each collection has its own module
 * beside this one. The exported TypeScript types are inferred from the schemas
 * (`v.InferOutput`), so the types cannot drift from what is validated.
 *
 * Fields that can be computed are computed, not typed twice: an attorney's `slug` from the name,
 * a product's integer cents from its price strings, a post's display date from its ISO date
 * (content-rules.ts); the schemas check them. Content files therefore hold only facts.
 */
import * as v from 'valibot';
import { socialNetworks } from '../content-rules.js';

/** Non-empty display text without stray surrounding whitespace. */
export const TextSchema = v.pipe(
  v.string(),
  v.nonEmpty('must not be empty'),
  v.check((value) => value.trim() === value, 'must not start or end with whitespace'),
);

/** Letters, digits and single hyphens: safe in a URL path segment without encoding. */
export const SLUG_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

export const SlugSchema = v.pipe(
  v.string(),
  v.regex(SLUG_PATTERN, 'must be URL-safe: letters, digits and single hyphens, e.g. "Family-Law"'),
);

/** A stable key for list rendering and cross-references; never shown to visitors. */
export const IdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits or hyphens'),
);

export const PositiveIntegerSchema = v.pipe(
  v.number(),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be positive'),
);

/**
 * An image the site renders with explicit dimensions. `src` is whatever the bundler makes of the
 * static import (a hashed URL in the site, a path in tests); `width`/`height` are the SVG's own
 * attributes, so the browser reserves the right box before the file arrives.
 */
export const ImageAssetSchema = v.strictObject({
  src: v.pipe(v.string(), v.nonEmpty('must not be empty')),
  alt: v.pipe(
    v.string(),
    v.nonEmpty('needs alt text that says what the image shows'),
    v.check((value) => value.trim() === value, 'must not start or end with whitespace'),
  ),
  width: PositiveIntegerSchema,
  height: PositiveIntegerSchema,
});
export type ImageAsset = v.InferOutput<typeof ImageAssetSchema>;

/** Social networks the site has icons for. */
export type SocialNetwork = (typeof socialNetworks)[number];

export const SocialLinkSchema = v.strictObject({
  network: v.picklist(socialNetworks, `must be one of: ${socialNetworks.join(', ')}`),
  url: v.pipe(
    v.string(),
    v.url('must be an absolute URL'),
    v.startsWith('https://', 'must use https'),
  ),
  /** Accessible name of the icon link, e.g. 'LinkedIn'. */
  label: TextSchema,
});
export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;

export const EmailSchema = v.pipe(v.string(), v.email('must be an e-mail address'));
export const PhoneSchema = v.pipe(
  v.string(),
  v.regex(/^\+?[0-9 ().-]{7,20}$/, 'must be a phone number such as "+1 (215) 555-0142"'),
);

/**
 * A non-empty, read-only list in which each of `keys` is unique. A repeat is reported at the
 * repeating item, e.g. `products[7]: id "3" is used more than once`.
 */
export function keyedList<
  TItem extends v.GenericSchema,
  TKey extends keyof v.InferOutput<TItem> & string,
>(item: TItem, keys: readonly TKey[]) {
  return v.pipe(
    v.array(item),
    v.minLength(1, 'must have at least one entry'),
    v.rawCheck<v.InferOutput<TItem>[]>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const key of keys) {
        const seen = new Set<string>();
        dataset.value.forEach((entry, index) => {
          const value = String(entry[key]);
          if (seen.has(value)) {
            addIssue({
              message: `${key} "${value}" is used more than once`,
              path: [
                { type: 'array', origin: 'value', input: dataset.value, key: index, value: entry },
              ],
            });
          }
          seen.add(value);
        });
      }
    }),
    v.readonly(),
  );
}

/** A non-empty list of `item` (for lists inside an entry, such as an attorney's links). */
export function nonEmptyList<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(v.array(item), v.minLength(1, 'must have at least one entry'));
}
