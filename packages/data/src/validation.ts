import * as v from 'valibot';
import {
  type CollectionName,
  type CollectionSchemas,
  collectionSchemas,
} from './collection-schemas.js';

/**
 * Thrown when a fixture does not match its schema. The message names the collection and lists
 * every problem with its path (`products[3].price: …`), so a content editor can fix the data
 * without reading a stack trace.
 */
export class FixtureError extends Error {
  override readonly name = 'FixtureError';
  constructor(
    readonly collection: string,
    readonly problems: readonly string[],
  ) {
    super(
      `Invalid content in "${collection}":\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
}

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
