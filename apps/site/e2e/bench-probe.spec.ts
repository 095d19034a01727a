import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keyControlOf, measureInteraction } from '../scripts/bench-interaction.mjs';
import { expect, test } from './fixtures';

/**
 * The benchmark's "time until live" (scripts/bench-interaction.mjs), read on a page of the
 * test's own whose part arrives late in the stream and hydrates after it: the figure must be
 * the moment that part went live, not the first moment the parsed document held nothing
 * pending. About the bench's measuring, so it drives the bench's own code; no site page here.
 */

/**
 * How long the server holds the rest of the page back, and then the part's "hydration". These are
 * the page's own delays, what the bench must measure; the test itself waits on neither.
 */
const STREAM_PAUSE_MS = 400;
const HYDRATION_MS = 300;

function streamingPage(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    // Enough markup that the browser parses (and shows) the head of the page at once.
    response.write(
      `<!doctype html><html lang="en"><head><title>Streamed</title></head><body><header>${'<p>Header</p>'.repeat(200)}</header>`,
    );
    setTimeout(() => {
      response.end(
        `<div data-hydration-boundary="late"><button>Next slide</button></div><script>setTimeout(() => document.querySelector('[data-hydration-boundary]').setAttribute('data-hydrated', ''), ${HYDRATION_MS});</script></body></html>`,
      );
    }, STREAM_PAUSE_MS);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('the bench counts a page live once its last part, parsed late, has hydrated', async ({
  browser,
}) => {
  const server = await streamingPage();
  try {
    const { port } = server.address() as AddressInfo;
    const { liveMs } = await measureInteraction(
      browser,
      `http://127.0.0.1:${port}/`,
      keyControlOf('/'),
      { multiplier: 1, tap: false },
    );
    expect(liveMs).toBeGreaterThanOrEqual(STREAM_PAUSE_MS + HYDRATION_MS);
    // And not much later: a probe that saw the part go live only at some time-out would pass
    // the first check.
    expect(liveMs).toBeLessThan(STREAM_PAUSE_MS + HYDRATION_MS + 2_000);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
