import * as v from 'valibot';
import {
  type CollectionName,
  type CollectionSchemas,
  collectionSchemas,
} from './collection-schemas';
import { FixtureError } from './fixture-error';

export { FixtureError };

/** Formats one valibot issue as `collection[0].field: message (received …)`. */
function describeIssue(collection: string, issue: v.BaseIssue<unknown>): string {
  const dotPath = v.getDotPath(issue);
  const where =
    dotPath === null ? collection : `${collection}.${dotPath}`.replace(/\.(\d+)/g, '[$1]');
  return `${where}: ${issue.message}`;
}

/**
 * Parses content through its schema and returns the schema's output, or throws a
 * {@link FixtureError} listing every problem. Every exported collection goes through this at
 * module load, so bad content fails the first import (and the tests), not a page in production.
 */
export function parseFixture<TSchema extends v.GenericSchema>(
  collection: string,
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new FixtureError(
    collection,
    result.issues.map((issue) => describeIssue(collection, issue)),
  );
}

/**
 * Parses one of the package's own collections with its schema (see collection-schemas.ts).
 * Collections call this rather than parseFixture so that they do not reference the schemas:
 * the browser build swaps in validation.browser.ts and then ships no validator at all.
 */
export function parseCollection<TName extends CollectionName>(
  name: TName,
  input: v.InferInput<CollectionSchemas[TName]>,
): v.InferOutput<CollectionSchemas[TName]> {
  return parseFixture(name, collectionSchemas[name], input);
}
