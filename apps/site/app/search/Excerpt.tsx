import { Fragment } from 'react';

/** Pagefind's excerpt as text runs, each marked or not, keyed by where it starts. */
function excerptParts(html: string) {
  const nodes = new DOMParser().parseFromString(html, 'text/html').body.childNodes;
  let offset = 0;
  return Array.from(nodes, (node) => {
    const text = node.textContent ?? '';
    const part = { start: offset, text, marked: node.nodeName === 'MARK' };
    offset += text.length;
    return part;
  });
}

/**
 * Pagefind's excerpt as React elements: its text, with the matched words it wraps in `<mark>`
 * kept as marks. Parsed as inert HTML, never injected, so page text can never become markup.
 */
export function Excerpt({ html }: { html: string }) {
  return (
    <>
      {excerptParts(html).map((part) =>
        part.marked ? (
          <mark key={part.start}>{part.text}</mark>
        ) : (
          <Fragment key={part.start}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
