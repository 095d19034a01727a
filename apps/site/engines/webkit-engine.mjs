// WebKit: WebKitGTK's own WebDriver (Debian's webkit2gtk-driver, which drives its MiniBrowser)
// on a virtual display, driven by WebdriverIO over classic WebDriver. One MiniBrowser for the
// whole run; each journey starts with its cookies and storage emptied.
import { spawn } from 'node:child_process';
import { toolPath } from '@firm/test-config/debian-tools';
import { Key, remote } from 'webdriverio';
import { elementRequest, keepLooking, probe, STEP_TIMEOUT_MS, untilStill } from './driver.mjs';
import { freePort, untilListening } from './listening.mjs';
import { DESKTOP } from './puppeteer-engine.mjs';

/** @typedef {import('./driver.mjs').Engine} Engine */
/** @typedef {import('./driver.mjs').Driver} Driver */

/**
 * Marks the element to note the driver's next pointer move over it (a trusted `mousemove`;
 * moves are never held back by the page's early-input script, presses may be).
 * @param {Element} element
 */
function expectPointer(element) {
  const page = /** @type {Window & { enginePointerArrived?: boolean }} */ (window);
  page.enginePointerArrived = false;
  element.addEventListener(
    'mousemove',
    (event) => {
      if (event.isTrusted) page.enginePointerArrived = true;
    },
    { once: true },
  );
}

/** Whether the move marked by `expectPointer` reached the element, two frames on. */
function pointerArrived() {
  const page = /** @type {Window & { enginePointerArrived?: boolean }} */ (window);
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(page.enginePointerArrived))),
  );
}

/**
 * WebKitGTK's WebDriver offers neither WebDriver BiDi nor a log endpoint, so the page's own
 * errors are collected in the page from the moment the driver can run a script there (after
 * the load event): errors thrown while the page loads are not seen in this engine.
 */
function listenForProblems() {
  const page = /** @type {Window & { engineProblems?: string[] }} */ (window);
  if (page.engineProblems) return;
  const problems = /** @type {string[]} */ ([]);
  page.engineProblems = problems;
  const consoleError = console.error.bind(console);
  console.error = (...parts) => {
    problems.push(parts.map(String).join(' '));
    consoleError(...parts);
  };
  const consoleWarn = console.warn.bind(console);
  console.warn = (...parts) => {
    const text = parts.map(String).join(' ');
    if (/hydrat/i.test(text)) problems.push(text);
    consoleWarn(...parts);
  };
  addEventListener('error', (event) => problems.push(event.message));
  addEventListener('unhandledrejection', (event) => problems.push(String(event.reason)));
}

/**
 * @param {string} origin the served site, e.g. http://localhost:4520
 * @returns {Promise<Engine>}
 */
export async function launchWebKitEngine(origin) {
  const port = await freePort();
  // Its own process group, so closing ends xvfb-run, Xvfb, the driver and MiniBrowser together.
  const server = spawn(toolPath('xvfbRun'), ['-a', toolPath('webkitDriver'), `--port=${port}`], {
    detached: true,
    // stderr is read by untilListening, which reports it if the driver ends before it listens.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stopServer = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    await untilListening(port, server, { name: 'WebKitWebDriver' });
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      // The driver listens by now (untilListening): a failing command should fail at once.
      connectionRetryCount: 3,
      waitforTimeout: STEP_TIMEOUT_MS,
      // Debian's WebKitWebDriver is classic WebDriver only; WebdriverIO would ask for BiDi.
      capabilities: { 'wdio:enforceWebDriverClassic': true },
    });
    const version = String(browser.capabilities.browserVersion ?? '');

    /**
     * The element a target names as the page is now, or null. The page hands back a WebDriver
     * element reference, which `$` makes a WebdriverIO element.
     * @param {import('./driver.mjs').Target} target
     */
    const elementNow = async (target) => {
      const found = await browser.execute(probe, elementRequest(target));
      return found === null
        ? null
        : browser.$(/** @type {Parameters<typeof browser.$>[0]} */ (found));
    };

    /**
     * The element a target names, once it is there.
     * @param {import('./driver.mjs').Target} target
     */
    const element = async (target) => {
      /** @type {Awaited<ReturnType<typeof elementNow>>} */
      let found = null;
      await keepLooking(async () => {
        found = await elementNow(target);
        return found !== null || 'nothing';
      });
      return /** @type {NonNullable<Awaited<ReturnType<typeof elementNow>>>} */ (
        /** @type {unknown} */ (found)
      );
    };

    /**
     * A mouse click at the element's centre, brought into the middle of the view first, as
     * puppeteer's click does, once it is still and the pointer is over it. (WebDriver's element
     * click refused react-aria's tabs, a `div` with role=tab, as "not interactable".)
     *
     * The pointer goes to the element first, and presses only once the element has seen it
     * arrive (its `mousemove`), as Playwright checks its hit target before a click. Just after a
     * scroll, WebKitGTK's driver can place its pointer events by the page as it was before the
     * scroll, or lose them: the press fell on the paragraph that used to be there, or reached
     * nothing, and the Review tab journey failed 1 time in 45 on a busy host (4 in 38 with a
     * logger drawing every frame), against none in 60 with this check. `:hover` is no proof: it
     * can come from where the pointer was left by the journey before.
     *
     * Each try finds the element again, as hydration may replace its node (react-aria's tabs).
     * A press is tried again only when the driver refused it for a stale element, which it does
     * before sending any input; any other error ends the step, so a press is never made twice.
     * @param {import('./driver.mjs').Target} target
     */
    const pointAndClick = async (target) => {
      /** @type {unknown} */
      let pressFailed = null;
      await keepLooking(async () => {
        // Looked up again on every try, within this one wait (no second wait inside it).
        const node = await elementNow(target);
        if (!node) return 'nothing';
        await browser.execute(
          (found) => found.scrollIntoView({ block: 'center', inline: 'center' }),
          node,
        );
        await browser.execute(untilStill, node, STEP_TIMEOUT_MS);
        await browser.execute(expectPointer, node);
        await browser.action('pointer').move({ origin: node }).perform();
        if (!(await browser.execute(pointerArrived))) return 'no pointer move on it yet';
        try {
          await browser.action('pointer').move({ origin: node }).down().up().perform();
        } catch (error) {
          // WebDriver resolves the move's element before it dispatches anything: a stale one
          // means nothing was pressed, so looking again cannot press twice.
          if (/stale element/i.test(String(error))) return 'its node replaced as it was pressed';
          pressFailed = error;
        }
        return true;
      });
      if (pressFailed) throw pressFailed;
    };

    /** Makes the page's inner size what was asked, whatever the window's frame takes. */
    const resize = async (/** @type {number} */ width, /** @type {number} */ height) => {
      await browser.setWindowSize(width, height);
      const [innerWidth = width, innerHeight = height] = await browser.execute(() => [
        window.innerWidth,
        window.innerHeight,
      ]);
      if (innerWidth !== width || innerHeight !== height) {
        await browser.setWindowSize(width * 2 - innerWidth, height * 2 - innerHeight);
      }
    };

    return {
      name: 'webkit',
      version: `MiniBrowser ${version}`,
      async close() {
        await browser.deleteSession().catch(() => {});
        stopServer();
      },
      async newDriver() {
        // A fresh profile, as far as one MiniBrowser allows: no cookies, empty storage.
        await browser.deleteAllCookies();
        await browser.url(new URL('/robots.txt', origin).href);
        await browser.execute(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        await resize(DESKTOP.width, DESKTOP.height);

        /** @type {Driver} */
        const driver = {
          async open(path) {
            await browser.url(new URL(path, origin).href);
            await browser.execute(listenForProblems);
          },
          resize,
          click: pointAndClick,
          async type(target, text) {
            await pointAndClick(target);
            await browser.keys([Key.Ctrl, 'a']);
            await browser.keys(text);
          },
          async choose(target, label) {
            await (await element(target)).selectByVisibleText(label);
          },
          async press(key) {
            await browser.keys(Key[key]);
          },
          evaluate: (fn, arg) =>
            browser.execute(/** @type {(arg: unknown) => unknown} */ (fn), arg),
          async problems() {
            const seen = await browser.execute(
              () => /** @type {Window & { engineProblems?: string[] }} */ (window).engineProblems,
            );
            return seen ? seen.map(String) : [];
          },
          async screenshot(path) {
            await browser.saveScreenshot(path);
            return true;
          },
          async dispose() {
            await browser.url('about:blank');
          },
        };
        return driver;
      },
    };
  } catch (error) {
    stopServer();
    throw error;
  }
}
