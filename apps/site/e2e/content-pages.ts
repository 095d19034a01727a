import type { Page } from '@playwright/test';
import { PENDING_PART_SELECTOR } from '../app/hydration/markers';

/**
 * Waits until the open page has hydrated: React Router's route modules are in, the header's
 * islands (mini-cart, colour-scheme switch) are live, and every part of the page that hydrates on its own
 * (HydrationBoundary) has. An island that loads on first use (the product page's quantity
 * stepper) is not waited for: it waits for the visitor, and the test's first use of it loads it
 * while the early-input script holds that input. Visitors do not wait for this, and input made earlier is answered
 * (`impatient.spec.ts` proves it); tests that are about something else use it so that what they
 * check is the settled page.
 */
export async function waitForHydration(page: Page) {
  // Polled every 50 ms, not on every animation frame (Playwright's default): frame-by-frame
  // polling makes a headless Chromium draw 60 frames a second in software while it waits.
  const polling = { polling: 50 };
  await page.waitForFunction(() => '__reactRouterRouteModules' in window, undefined, polling);
  await page.waitForFunction(
    (pending) => document.querySelector(pending) === null,
    PENDING_PART_SELECTOR,
    polling,
  );
}

/** Opens a page and waits until it has hydrated (see waitForHydration). */
// Only for tests about something else: what input does before hydration is impatient.spec.ts's.
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** A JSON-LD node as parsed from the page. */
export type JsonLdNode = Record<string, unknown> & { '@type': string };

/** Every JSON-LD script of the page, parsed (a script that is not valid JSON fails the test). */
export async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as JsonLdNode);
}

/** The JSON-LD node of a type, or undefined. */
export async function jsonLdOfType(page: Page, type: string) {
  return (await jsonLdNodes(page)).find((node) => node['@type'] === type);
}

/** Records main-frame navigations from now on, to prove that a form submit went nowhere. */
export function watchNavigations(page: Page) {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}
