import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

/** The Suspense boundaries React printed around the section's body, as their opening comments. */
const openedBoundaries = (html: string) => html.match(/<!--\$-->/g)?.length ?? 0;

describe('Section', () => {
  it('hydrates its body in the first pass after the shell by default; the heading is the shell’s', () => {
    const html = renderToString(
      <Section id="team" title="Meet Our Attorneys">
        <p>Body</p>
      </Section>,
    );
    expect(openedBoundaries(html)).toBe(1);
    expect(html.indexOf('Meet Our Attorneys')).toBeLessThan(html.indexOf('<!--$-->'));
  });

  it('hydrates its body in a later pass when given one, so a long page spreads its commits', () => {
    const html = renderToString(
      <Section id="team" title="Meet Our Attorneys" hydrationDepth={3}>
        <p>Body</p>
      </Section>,
    );
    expect(openedBoundaries(html)).toBe(3);
  });
});
