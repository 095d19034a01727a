import { spawn } from 'node:child_process';
import { afterEach, describe, expect, test } from 'vitest';
import { freePort, untilListening } from './listening.mjs';

/** A node process that runs `code` (with PORT set), its stderr a pipe. */
function start(code: string, port: number) {
  const child = spawn(process.execPath, ['-e', code], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  return child;
}

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

describe('untilListening', () => {
  test('waits for a server that takes longer to listen than WebdriverIO retries', async () => {
    const port = await freePort();
    const child = start(
      "setTimeout(() => require('node:net').createServer().listen(Number(process.env.PORT), '127.0.0.1'), 2500)",
      port,
    );
    const started = performance.now();
    await untilListening(port, child, { name: 'late server', timeoutMs: 20_000 });
    expect(performance.now() - started).toBeGreaterThan(2000);
  }, 30_000);

  test('fails at once with what the process printed when it ends before listening', async () => {
    const port = await freePort();
    const child = start("console.error('cannot open display'); process.exit(3)", port);
    await expect(
      untilListening(port, child, { name: 'driver', timeoutMs: 20_000 }),
    ).rejects.toThrow('driver ended (3): cannot open display');
  }, 30_000);

  test('gives up after its time limit when nothing listens', async () => {
    const port = await freePort();
    const child = start('setTimeout(() => {}, 10_000)', port);
    await expect(untilListening(port, child, { name: 'silent', timeoutMs: 500 })).rejects.toThrow(
      `silent was not listening on port ${port} after 500 ms`,
    );
  }, 30_000);
});
