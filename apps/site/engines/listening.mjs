// Readiness of a server the engines start themselves (WebKit's WebDriver under xvfb-run).
import { once } from 'node:events';
import { connect, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long xvfb-run, Xvfb and the driver may take to listen on a busy host. */
export const SERVER_START_TIMEOUT_MS = 60_000;

/** Whether something accepts connections on the port now. */
function accepts(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Waits until the process listens on its port, and fails at once, with what it printed on
 * stderr (a pipe, read from here on for as long as the process runs), if it ends first.
 * WebdriverIO's own connection retries (0.5 s, then 1 s) are for a driver that is up: on a busy
 * CI host xvfb-run took longer than that to start Xvfb and WebKit's driver, and every WebKit
 * journey failed without being run.
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} server
 * @param {{ name: string; timeoutMs?: number }} options
 */
export async function untilListening(port, server, { name, timeoutMs = SERVER_START_TIMEOUT_MS }) {
  let printed = '';
  server.stderr?.setEncoding('utf8');
  server.stderr?.on('data', (/** @type {string} */ chunk) => {
    printed = (printed + chunk).slice(-2000);
  });
  const output = () => printed.trim() || '(it printed nothing)';
  const deadline = performance.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (server.exitCode !== null || server.signalCode !== null) {
      // Its last words may still be in the pipe when the exit is seen.
      if (server.stderr && !server.stderr.closed) await once(server.stderr, 'close');
      throw new Error(`${name} ended (${server.exitCode ?? server.signalCode}): ${output()}`);
    }
    if (performance.now() > deadline) {
      throw new Error(
        `${name} was not listening on port ${port} after ${timeoutMs} ms: ${output()}`,
      );
    }
    await sleep(100);
  }
}

/** A port nobody listens on right now, for a server the engines start. */
export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
