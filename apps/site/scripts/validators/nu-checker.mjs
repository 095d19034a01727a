// The W3C Nu HTML Checker (vnu.jar) over many pages in one Java process: Java's start-up is the
// slow part, so every file goes to a single run.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The jar vnu-jar ships; its own `vnu.check` is not used because it may download a Java. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * @typedef {object} NuMessage
 * @property {string} type 'error', 'info' or 'non-document-error'
 * @property {string} [url]
 * @property {number} [lastLine]
 * @property {string} message
 * @property {string} [extract]
 */

/**
 * Checks every page's built HTML with the Nu HTML Checker; reports its errors (not warnings).
 * @param {readonly import('./findings.mjs').CheckedPage[]} pages
 * @param {{ java: string }} tools the Java runtime to run vnu.jar with
 * @returns {Promise<import('./findings.mjs').CheckResult>}
 */
export async function checkWithNu(pages, { java }) {
  const pageOfFile = new Map(pages.map((page) => [page.file, page.path]));
  const args = [
    // A short batch run: the quick JIT tier and one GC thread cost the least CPU on a shared CI box.
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    // vnu's schema evaluation recurses deeply (it asks for 512k at least); with only the quick
    // JIT tier its frames are larger, and 1m overflowed on this site's pages.
    '-Xss8m',
    '-jar',
    vnuJar,
    '--errors-only',
    '--format',
    'json',
    '--stdout',
    ...pages.map((page) => page.file),
  ];
  const output = await promisify(execFile)(java, args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    /** @param {{ stdout?: string; stderr?: string }} error vnu exits 1 when it finds errors */
    (error) => {
      if (!error.stdout) throw new Error(`vnu.jar failed: ${error.stderr}`);
      return { stdout: error.stdout };
    },
  );
  /** @type {{ messages: NuMessage[] }} */
  const report = JSON.parse(output.stdout);
  const findings = report.messages
    .filter((message) => message.type !== 'info')
    .map((message) => {
      const file = message.url ? fileURLToPath(message.url) : undefined;
      return {
        page: (file && pageOfFile.get(file)) ?? file ?? '(vnu.jar)',
        line: message.lastLine,
        message: message.extract
          ? `${message.message}  ${message.extract.replace(/\s+/g, ' ').trim()}`
          : message.message,
      };
    });
  const failedPages = new Set(findings.map((finding) => finding.page));
  const passed = pages.filter((page) => !failedPages.has(page.path)).length;
  return { findings, passed, failed: failedPages.size, skipped: 0 };
}
