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
