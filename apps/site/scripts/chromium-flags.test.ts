import { readFileSync, realpathSync } from 'node:fs';
import {
  chromiumArgs,
  chromiumPath,
  omniboxPopupFeatures,
  playwrightDisabledFeatures,
  testChromiumPath,
} from '@firm/test-config/chromium';
import { findTool } from '@firm/test-config/debian-tools';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';

/**
 * The shared Chromium flags repeat Playwright's own disabled features (Chromium honours only the
 * last `--disable-features`). Read off the running browser's command line, so this fails as soon
 * as a Playwright update changes its list, instead of the suite silently running with
 * Playwright's fixes (PaintHolding, HttpsUpgrades …) undone.
 */
describe('the Chromium every browser test launches', () => {
  it("keeps Playwright's disabled features and turns the omnibox popups off", async () => {
    const server = await chromium.launchServer({
      executablePath: chromiumPath(),
      args: [...chromiumArgs],
    });
    try {
      const pid = server.process().pid;
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const disabled = commandLine
        .filter((arg) => arg.startsWith('--disable-features='))
        .map((arg) => arg.slice('--disable-features='.length).split(','));
      const applied = disabled.at(-1) ?? [];
      for (const list of disabled) {
        expect(applied, "Playwright's disabled features, in the list Chromium applies").toEqual(
          expect.arrayContaining(list),
        );
      }
      expect([...playwrightDisabledFeatures].sort()).toEqual([...(disabled[0] ?? [])].sort());
      expect(applied).toEqual(expect.arrayContaining([...omniboxPopupFeatures]));

      const browser = await chromium.connect(server.wsEndpoint());
      const page = await browser.newPage();
      await page.goto('about:blank');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((target) => target.url)).not.toContainEqual(
        expect.stringContaining('omnibox'),
      );
      await browser.close();
    } finally {
      await server.close();
    }
  }, 30_000);

  it("is Debian's headless shell when installed, and it runs a page", async () => {
    const expected = findTool('chromiumHeadlessShell') ?? chromiumPath();
    expect(testChromiumPath()).toBe(expected);
    const server = await chromium.launchServer({
      executablePath: expected,
      args: [...chromiumArgs],
    });
    try {
      expect(realpathSync(`/proc/${server.process().pid}/exe`)).toBe(realpathSync(expected));
      const browser = await chromium.connect(server.wsEndpoint());
      const page = await browser.newPage();
      await page.setContent('<p>ready</p>');
      expect(await page.textContent('p')).toBe('ready');
      await browser.close();
    } finally {
      await server.close();
    }
  }, 30_000);
});
