// Each outside checker, fed a page known to be bad, must report the error with its page and line
// (and stay quiet on a clean page): the same functions `test:validators` runs on the build.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@firm/test-config/chromium';
import { toolPath } from '@firm/test-config/debian-tools';
import { type Browser, launch } from 'puppeteer-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkWithHtmlCodeSniffer } from './html-codesniffer.mjs';
import { crawlLinks } from './link-crawl.mjs';
import { checkWithNu } from './nu-checker.mjs';

const fixtures = fileURLToPath(new URL('fixtures/', import.meta.url));
const page = (name: string) => ({ path: `/${name}`, file: `${fixtures}${name}/index.html` });
const broken = page('broken');
const clean = page('clean');

/** Checkers start Java or a browser on a shared two-core machine. */
const SLOW = 120_000;

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer(sirv(fixtures, { dev: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
}, SLOW);

afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe('validators report a known-bad page', () => {
  test(
    'Nu HTML Checker: the textarea with a type attribute, at its line',
    async () => {
      const result = await checkWithNu([broken, clean], { java: toolPath('java') });
      expect(result.findings).toContainEqual({
        page: '/broken',
        line: 15,
        message: expect.stringContaining('Attribute “type” not allowed on element “textarea”'),
      });
      expect(result.findings.filter((finding) => finding.page === '/clean')).toEqual([]);
      expect(result).toMatchObject({ passed: 1, failed: 1 });
    },
    SLOW,
  );

  test(
    'HTML_CodeSniffer: the image button without alternative text, at its line',
    async () => {
      const result = await checkWithHtmlCodeSniffer([broken, clean], { origin, browser });
      expect(result.findings).toContainEqual({
        page: '/broken',
        line: 14,
        message: expect.stringContaining('[WCAG2AA.Principle1.Guideline1_1.1_1_1.H36]'),
      });
      expect(result.findings.filter((finding) => finding.page === '/clean')).toEqual([]);
      expect(result).toMatchObject({ passed: 1, failed: 1 });
    },
    SLOW,
  );

  test(
    'link crawl: the link to a page that does not exist, at its line',
    async () => {
      const result = await crawlLinks([clean, broken], { origin });
      expect(result.findings).toEqual([
        { page: '/broken', line: 10, message: 'broken link /no-such-page/ (HTTP 404)' },
      ]);
      expect(result.failed).toBe(1);
      expect(result.passed).toBeGreaterThanOrEqual(3);
    },
    SLOW,
  );
});
