import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationBoundary } from './HydrationBoundary';

/** The Suspense boundaries React printed, as the comments that open them. */
const openedBoundaries = (html: string) => html.match(/<!--\$-->/g)?.length ?? 0;

describe('HydrationBoundary', () => {
  it('is one Suspense boundary by default', () => {
    const html = renderToString(
      <HydrationBoundary>
        <p>Part</p>
      </HydrationBoundary>,
    );
    expect(openedBoundaries(html)).toBe(1);
    expect(html).toContain('<p>Part</p>');
  });

  it('nests one boundary per level of depth, so its part hydrates that many passes late', () => {
    const html = renderToString(
      <HydrationBoundary depth={3}>
        <p>Part</p>
      </HydrationBoundary>,
    );
    expect(openedBoundaries(html)).toBe(3);
    // The content sits inside the innermost boundary.
    expect(html).toMatch(
      /<!--\$--><!--\$--><!--\$--><p>Part<\/p><!--\/\$--><!--\/\$--><!--\/\$-->/,
    );
  });
});
