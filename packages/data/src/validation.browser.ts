import type * as v from 'valibot';
import type { CollectionName, CollectionSchemas } from './collection-schemas.js';

/**
 * The browser's parseCollection: the same content, already validated where the site was built.
 * Every collection goes through the full validator (validation.ts) in the tests and in the
 * prerender at build time, where a bad entry fails the build. The browser build resolves this
 * module instead (package.json "imports", `browser` condition), so pages neither download the
 * validator nor spend their first seconds re-checking content that cannot have changed. Sound
 * because no schema transforms its input: derived fields are built by plain functions first
 * (withCents, withAttorneySlug, withDisplayDate) and the schemas check them.
 */
export function parseCollection<TName extends CollectionName>(
  _name: TName,
  input: v.InferInput<CollectionSchemas[TName]>,
): v.InferOutput<CollectionSchemas[TName]> {
  return input as v.InferOutput<CollectionSchemas[TName]>;
}
