// Chromium (over CDP) and Firefox ESR (over WebDriver BiDi), both driven by puppeteer-core:
// one browser process per engine, a fresh browser context (empty storage) per journey.
import { chromiumArgs } from '@firm/test-config/chromium';
import { toolPath } from '@firm/test-config/debian-tools';
import puppeteer from 'puppeteer-core';
import { elementRequest, probe, STEP_TIMEOUT_MS, untilStill } from './driver.mjs';

/** @typedef {import('./driver.mjs').Engine} Engine */
/** @typedef {import('./driver.mjs').Driver} Driver */

/** The desktop viewport the Playwright suite uses. */
export const DESKTOP = { width: 1366, height: 900 };

/**
 * @param {'chromium' | 'firefox'} name
 * @param {string} origin the served site, e.g. http://localhost:4520
 * @returns {Promise<Engine>}
 */
export async function launchPuppeteerEngine(name, origin) {
  const browser = await puppeteer.launch(
    name === 'chromium'
      ? { browser: 'chrome', executablePath: toolPath('chromium'), args: [...chromiumArgs] }
      : { browser: 'firefox', executablePath: toolPath('firefox') },
  );
  return {
    name,
    version: await browser.version(),
    close: () => browser.close(),
    async newDriver() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      await page.setViewport(DESKTOP);
      /** @type {string[]} */
      const problems = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(text);
      });
      page.on('pageerror', (error) =>
        problems.push(error instanceof Error ? error.message : String(error)),
      );

      /** @param {import('./driver.mjs').Target} target */
      const element = async (target) => {
        const handle = await page.waitForFunction(probe, { polling: 100 }, elementRequest(target));
        const found = handle.asElement();
        if (!found) throw new Error('not an element');
        return /** @type {import('puppeteer-core').ElementHandle<Element>} */ (found);
      };

      /**
       * A click at the element's centre once it is in view and still (see `untilStill`).
       * @param {import('puppeteer-core').ElementHandle<Element>} found
       */
      const stillClick = async (found) => {
        await found.scrollIntoView();
        await found.evaluate(untilStill, STEP_TIMEOUT_MS);
        await found.click();
      };

      /** @type {Driver} */
      const driver = {
        async open(path) {
          await page.goto(new URL(path, origin).href);
        },
        resize: (width, height) => page.setViewport({ width, height }),
        async click(target) {
          await stillClick(await element(target));
        },
        async type(target, text) {
          await stillClick(await element(target));
          await page.keyboard.down('Control');
          await page.keyboard.press('a');
          await page.keyboard.up('Control');
          await page.keyboard.type(text);
        },
        async choose(target, label) {
          const select = /** @type {import('puppeteer-core').ElementHandle<HTMLSelectElement>} */ (
            await element(target)
          );
          const value = await select.evaluate(
            (node, wanted) =>
              [...node.options].find((option) => option.text.trim() === wanted)?.value,
            label,
          );
          if (value === undefined) throw new Error(`no option "${label}"`);
          await select.select(value);
        },
        async press(key) {
          await page.keyboard.press(key);
        },
        evaluate: (fn, arg) => page.evaluate(/** @type {(arg: unknown) => unknown} */ (fn), arg),
        problems: async () => [...problems],
        async screenshot(path) {
          await page.screenshot({ path: /** @type {`${string}.png`} */ (path) });
          return true;
        },
        dispose: () => context.close(),
      };
      return driver;
    },
  };
}
