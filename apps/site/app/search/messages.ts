/** What the results region says: shown, and announced politely when it changes. */
export const searchMessages = {
  empty: 'Type a word to search the site.',
  searching: 'Searching…',
  failed: 'Search is unavailable right now. Please try again.',
  noMatch: (query: string) => `No results for “${query}”.`,
  found: (total: number, query: string) =>
    `${total} ${total === 1 ? 'result' : 'results'} for “${query}”.`,
  seeAll: (total: number) => `See all ${total} results`,
};
