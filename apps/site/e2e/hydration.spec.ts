import {
  ISLAND_ATTRIBUTE,
  ISLAND_LOADED_ATTRIBUTE,
  ISLAND_ON_USE_ATTRIBUTE,
  ISLANDS,
  ISLANDS_ON_USE,
  SHELL_HYDRATED_EVENT,
} from '../app/hydration/markers';
import { gotoHydrated, waitForHydration } from './content-pages';
import { expect, type Page, test } from './fixtures';
import { miniCartButton, saveShop, storedCart } from './shop-support';

/** Runs `act` in the page right after the shell has hydrated, before React hydrates the parts. */
async function atShellHydrated(page: Page, act: () => void) {
  await page.addInitScript({
    content: `addEventListener(${JSON.stringify(SHELL_HYDRATED_EVENT)}, () => queueMicrotask(${String(act)}));`,
  });
}

/** A promise and the function that settles it: what a test holds back until it lets it go. */
function held() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

/**
 * A page of the test's own markup, with the early-input script exactly as the build wrote it into
 * a page, for tests about the script itself.
 */
async function withEarlyInputScript(page: Page, markup: string) {
  const html = await (await page.request.get('/contact')).text();
  // Found by the event name it is called with: the build minifies the function, name and all.
  const script = Array.from(
    html.matchAll(/<script>([\s\S]*?)<\/script>/g),
    (match) => match[1],
  ).find((source) => source?.includes(JSON.stringify(SHELL_HYDRATED_EVENT)));
  expect(script, "the built page's early-input script").toBeTruthy();
  await page.setContent(`${markup}<script>${script}</script>`);
}

/**
 * Set-up, not a test: a stored cart of one item. Storage is written through the live page
 * (saveShop), which is why it waits for hydration; the tests act on the page after this one.
 */
async function storeOneItemCart(page: Page) {
  await gotoHydrated(page, '/about');
  await saveShop(
    page,
    storedCart([{ id: 1, title: 'Ninja Hoodie', priceCents: 6500, quantity: 1 }]),
  );
}

/**
 * Serves `/` without its prerendered react-aria press style, so its <head> no longer matches what
 * React renders: React reports it (error #418, allowed here) and renders the page afresh.
 */
async function serveHomeWithoutPressStyle(page: Page, allowConsole: (pattern: RegExp) => void) {
  allowConsole(/Minified React error #418; .*args\[\]=HTML/);
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<style id="react-aria-pressable-style">[^<]*<\/style>/,
      '',
    );
    await route.fulfill({ response, body: html });
  });
}

test('a press on a part that has not hydrated yet is answered once the part has', async ({
  page,
}) => {
  // About hydration itself, so it acts at an internal moment: the shell has hydrated and the
  // parts have not (impatient.spec.ts acts as a visitor does).
  await atShellHydrated(page, () => {
    const question = document.querySelectorAll<HTMLElement>('main button[aria-expanded]')[1];
    const part = question?.closest('[data-hydration-boundary]');
    Object.assign(window, { partPendingAtPress: part?.hasAttribute('data-hydrated') === false });
    question?.click();
  });
  await page.goto('/faq');
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('button').nth(1)).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(
    await page.evaluate(
      () => (window as unknown as { partPendingAtPress: boolean }).partPendingAtPress,
    ),
  ).toBe(true);
});

test('a pointer press held while its part was dehydrated counts once, even if the part hydrated before the release', async ({
  page,
}) => {
  // About the early-input script itself, on a page made for it, so the part hydrates exactly
  // between the press and the release: the race behind presses lost at 4x CPU (impatient.spec
  // saw the product Review tab and the compare button miss now and then). React then listens,
  // but it never saw the pointer go down, and react-aria's usePress ignores a pointer click with
  // no press before it; the script must turn the held press into one click() (detail 0).
  await withEarlyInputScript(
    page,
    '<div data-hydration-boundary><button type="button" id="press">Press</button></div>',
  );
  await page.evaluate((shellHydrated) => {
    const clicks: number[] = [];
    Object.assign(window, { clicks });
    document
      .getElementById('press')
      ?.addEventListener('click', (event) => clicks.push(event.detail));
    dispatchEvent(new Event(shellHydrated));
  }, SHELL_HYDRATED_EVENT);
  const box = await page.locator('#press').boundingBox();
  if (!box) throw new Error('the button has no box');
  const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const offControl = { x: center.x, y: box.y + box.height * 4 };
  // Stands in for React marking the part live, at the exact moment the test needs.
  const setHydrated = (hydrated: boolean) =>
    page.evaluate((on) => {
      const part = document.querySelector('[data-hydration-boundary]');
      if (on) part?.setAttribute('data-hydrated', '');
      else part?.removeAttribute('data-hydrated');
    }, hydrated);
  await page.mouse.move(center.x, center.y);
  await page.mouse.down();
  await setHydrated(true);
  await page.mouse.up();
  const clicks = () => page.evaluate(() => (window as unknown as { clicks: number[] }).clicks);
  // The script delivers a held press from a task it queued while the click was dispatched; a
  // task queued now runs after it. Not a visitor's wait: this test is about the script's order.
  const afterQueuedTasks = () => page.evaluate(() => new Promise((done) => setTimeout(done)));
  await expect.poll(clicks, 'one virtual click, not the ignored pointer click').toEqual([0]);
  await afterQueuedTasks();
  expect(await clicks(), 'and only one').toEqual([0]);

  // A press released elsewhere is no press of this control.
  await setHydrated(false);
  await page.mouse.down();
  await setHydrated(true);
  await page.mouse.move(offControl.x, offControl.y);
  await page.mouse.up();
  // What must not happen would come from a queued task: wait those out, then look.
  await afterQueuedTasks();
  expect(await clicks(), 'nothing more for a press released off the control').toEqual([0]);

  // The same while the part stays dehydrated: the click lands on a common ancestor, and the
  // press must not be handed to the control once its part hydrates.
  await setHydrated(false);
  await page.mouse.move(center.x, center.y);
  await page.mouse.down();
  await page.mouse.move(offControl.x, offControl.y);
  await page.mouse.up();
  await setHydrated(true);
  // A wrongly held press would be replayed from a task queued at hydration: wait it out.
  await afterQueuedTasks();
  expect(await clicks(), 'a press dragged off a dehydrated control is no press').toEqual([0]);

  // Hydration may rebuild the pressed node before the release (react-aria rebuilds a tab when
  // React hydrates its part for the pointer's arrival): Chromium then fires no click at all, and
  // the press must still count, once, on the node that took the pressed one's place (same id).
  await setHydrated(false);
  await page.mouse.move(center.x, center.y);
  await page.mouse.down();
  await page.evaluate(() => {
    const pressed = document.getElementById('press');
    const rebuilt = pressed?.cloneNode(true);
    if (!(rebuilt instanceof HTMLElement)) return;
    const { clicks } = window as unknown as { clicks: number[] };
    rebuilt.addEventListener('click', (event) => clicks.push(event.detail));
    pressed?.replaceWith(rebuilt);
    document.querySelector('[data-hydration-boundary]')?.setAttribute('data-hydrated', '');
  });
  await page.mouse.up();
  await expect.poll(clicks, 'the rebuilt control pressed once').toEqual([0, 0]);
  // The script's order, not a visitor's wait: a second press would come from a queued task.
  await afterQueuedTasks();
  expect(await clicks(), 'and only once').toEqual([0, 0]);

  // Only the primary button presses: a right button's events reach the page as they are.
  await setHydrated(false);
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { seen });
    document
      .getElementById('press')
      ?.addEventListener('mousedown', (event) => seen.push(event.button));
  });
  await page.mouse.move(center.x, center.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.up({ button: 'right' });
  expect(
    await page.evaluate(() => (window as unknown as { seen: number[] }).seen),
    'the right button is not held',
  ).toEqual([2]);
  await setHydrated(true);
  // As above: a wrongly held right press would come from a task queued at hydration.
  await afterQueuedTasks();
  expect(await clicks(), 'and is no press').toEqual([0, 0]);
});

test('a tap whose click comes a task after the touch ends presses once', async ({ page }) => {
  // About the early-input script itself, on a page made for it, as the test above. A tap's
  // click comes from the tap gesture, and Chromium sometimes sends it a task after the touch's
  // pointerup (2 taps of 4 in a probe), where a mouse's click comes with the release. A held tap
  // the script ended itself for want of a click would be pressed again when the click came (8
  // taps of 12 in a probe of such a script). A real tap's order varies from tap to tap, so the
  // test sends the events itself, in that order.
  await withEarlyInputScript(
    page,
    '<div data-hydration-boundary><button type="button" id="press">Press</button></div>',
  );
  const presses = await page.evaluate(async (shellHydrated) => {
    const button = document.getElementById('press');
    if (!button) return -1;
    let clicks = 0;
    button.addEventListener('click', () => {
      clicks += 1;
    });
    const touch = { bubbles: true, cancelable: true, pointerType: 'touch', isPrimary: true };
    button.dispatchEvent(new PointerEvent('pointerdown', touch));
    button.dispatchEvent(new PointerEvent('pointerup', touch));
    // Not a wait for the page: the tap's click comes a task after the release, as Chromium
    // sends it at times, the order this test is about.
    await new Promise((done) => setTimeout(done, 20));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    // Stands in for React: the shell and the button's part go live after the tap.
    dispatchEvent(new Event(shellHydrated));
    document.querySelector('[data-hydration-boundary]')?.setAttribute('data-hydrated', '');
    // A second press would come from a task queued since: wait those out, then count.
    await new Promise((done) => setTimeout(done, 50));
    return clicks;
  }, SHELL_HYDRATED_EVENT);
  expect(presses, 'one press for the tap').toBe(1);
});

test('a press handed to a dehydrated part reaches the control that replaced the pressed one before the hand-over', async ({
  page,
}) => {
  // About the early-input script itself, on a page made for it. A click on a part that has not
  // hydrated is handed to React from a task of its own, and React's hydration work runs in tasks
  // of its own too: at 4x CPU, hydrating the product tabs (prioritised when the pointer came over
  // them) can commit between the click and the hand-over, and react-aria rebuilds the pressed tab
  // as it does (impatient.spec once saw the Review tab stay unselected at load). A listener on the
  // document stands in for React's on its root: a click on a node no longer in the document never
  // reaches it, as it never reaches React.
  await withEarlyInputScript(
    page,
    '<div data-hydration-boundary><button type="button" id="press" data-node="prerendered">Press</button></div>',
  );
  const pressed = await page.evaluate(async (shellHydrated) => {
    dispatchEvent(new Event(shellHydrated));
    const reached: string[] = [];
    document.addEventListener('click', (event) => {
      if (event.target instanceof HTMLElement) reached.push(event.target.dataset.node ?? '');
    });
    const button = document.getElementById('press');
    if (!button) return ['no button'];
    const mouse = { bubbles: true, cancelable: true, pointerType: 'mouse', isPrimary: true };
    button.dispatchEvent(new PointerEvent('pointerdown', mouse));
    button.dispatchEvent(new PointerEvent('pointerup', mouse));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    // Stands in for React's hydration of the part, which can commit before the script hands the
    // press over (from a task of its own).
    const rebuilt = button.cloneNode(true);
    if (!(rebuilt instanceof HTMLElement)) return ['no clone'];
    rebuilt.dataset.node = 'hydrated';
    button.replaceWith(rebuilt);
    document.querySelector('[data-hydration-boundary]')?.setAttribute('data-hydrated', '');
    // The script's order, not a visitor's wait (no one can make React commit between a click
    // and its hand-over): the hand-over comes from a task the script queued, so a task queued
    // now runs after it.
    await new Promise((done) => setTimeout(done));
    return reached;
  }, SHELL_HYDRATED_EVENT);
  expect(pressed, 'one press, on the control the page has now').toEqual(['hydrated']);
});

test("a submit button's press before the shell has hydrated goes on without React, and its submit comes once the shell is live", async ({
  page,
}) => {
  // About the early-input script itself, on a page made for it: a listener on the document
  // stands in for React's, which listens before its first render and would render and commit
  // the whole shell in the press's task for any press it saw (the first tap on /contact at the
  // load event took 290–340 ms at 3.2x that way).
  await withEarlyInputScript(
    page,
    '<form id="form"><input name="name"><button type="submit" id="send">Submit Now</button></form>',
  );
  await page.evaluate(() => {
    const reactSaw: string[] = [];
    const submits: boolean[] = [];
    Object.assign(window, { reactSaw, submits });
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown']) {
      document.addEventListener(type, () => reactSaw.push(type), true);
    }
    // Stands in for the page's own submit handler, which keeps the browser from submitting.
    document.getElementById('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push(true);
    });
  });
  const seen = () =>
    page.evaluate(() => {
      const { reactSaw, submits } = window as unknown as { reactSaw: string[]; submits: boolean[] };
      return { reactSaw: [...reactSaw], submits: submits.length };
    });
  await page.getByRole('button', { name: 'Submit Now' }).click();
  await page.getByRole('button', { name: 'Submit Now' }).press('Enter');
  expect(await seen(), 'React saw none of it, and both submits are held').toEqual({
    reactSaw: [],
    submits: 0,
  });
  expect(page.url(), 'the browser submitted nothing').toBe('about:blank');
  await page.evaluate(
    (shellHydrated) => dispatchEvent(new Event(shellHydrated)),
    SHELL_HYDRATED_EVENT,
  );
  // Handed over as presses of the button, which React now answers.
  await expect.poll(seen).toEqual({ reactSaw: ['click', 'click'], submits: 2 });
});

test('react-aria still rebuilds a tab when a press hydrates it (earlyInput presses again)', async ({
  page,
}) => {
  // The assumption behind the second delivery in hydration/earlyInput.tsx: when the prerendered
  // tab stays connected here, react-aria keeps its nodes, and that code can go.
  await atShellHydrated(page, () => {
    const review = document.querySelectorAll<HTMLElement>('[role="tab"]')[1];
    Object.assign(window, { pressedTab: review });
    review?.click();
  });
  await page.goto('/product-single/Ninja-Hoodi');
  await expect(page.getByRole('tab', { name: 'Review' })).toHaveAttribute('aria-selected', 'true');
  const pressed = await page.evaluate(() => {
    const tab = (window as unknown as { pressedTab: HTMLElement }).pressedTab;
    return {
      connected: tab.isConnected,
      replacedBySameId: document.getElementById(tab.id) !== null,
    };
  });
  expect(pressed).toEqual({ connected: false, replacedBySameId: true });
});

for (const path of [
  '/checkout',
  '/faq',
  '/product-single/Ninja-Hoodi',
  '/blog-single/How-Mediation-Can-Settle-A-Family-Dispute',
  '/',
]) {
  test(`${path}: hydrating takes away none of the prerendered content`, async ({ page }) => {
    // A part React cannot hydrate (say, one that a context change reaches before its turn) is
    // rendered afresh: its prerendered markup vanishes for a moment and the page shifts.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedWhileHydrating: removed });
      new MutationObserver((records) => {
        if (!document.querySelector('[data-hydration-boundary]:not([data-hydrated])')) return;
        for (const record of records) {
          const parent = record.target as Element;
          if (!parent.isConnected || !parent.closest('[data-hydration-boundary]')) continue;
          for (const node of record.removedNodes) {
            if (node instanceof Element) removed.push(node.textContent?.slice(0, 60) ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // About hydration itself: the recording covers the whole of it, so the test waits it out.
    await gotoHydrated(page, path);
    expect(
      await page.evaluate(
        () => (window as unknown as { removedWhileHydrating: string[] }).removedWhileHydrating,
      ),
    ).toEqual([]);
  });
}

test("a press on a radio's label that spans its part's hydration still selects it", async ({
  page,
}) => {
  // About hydration itself, so it waits for internal moments: the page's scripts are held until
  // the pointer is down, and the pointer comes up once the label's part has hydrated. react-aria
  // then owns the label: it cancels the label's native click and selects on a press it saw begin,
  // so a press that began before React listened selected nothing (the bench's lost taps on the
  // checkout, 6 in 10 at load on a 2.3x CPU).
  const scripts = held();
  await page.route(/\.js$/, async (route) => {
    await scripts.released;
    await route.continue();
  });
  await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
  const label = page.locator('label').filter({ hasText: 'Payment By Card' });
  const box = await label.boundingBox();
  if (!box) throw new Error('the label has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  scripts.release();
  // The moment under test (the part live while the pointer is still down) is internal.
  await expect(label.locator('xpath=ancestor::*[@data-hydration-boundary][1]')).toHaveAttribute(
    'data-hydrated',
    /.*/,
  );
  await page.mouse.up();
  await expect(page.getByRole('radio', { name: 'Payment By Card' })).toBeChecked();
  await expect(page.getByLabel('Card Number')).toBeVisible();
});

test('a page scrolled while its header islands load keeps them in place', async ({ page }) => {
  // About hydration itself, so it waits for internal moments: the islands' chunks are held until
  // the shell has hydrated and the visitor has scrolled, the order a slow network makes. Past
  // 80 px the header's main bar turns fixed; if that update reached the islands' Suspense
  // boundaries before their code, React would render them afresh with their fallback (nothing),
  // the theme switch and the cart would vanish and the page below would jump.
  const chunks = held();
  await page.route(/\/assets\/(ColorSchemeControl|MiniCart)-[\w-]+\.js$/, async (route) => {
    await chunks.released;
    await route.continue();
  });
  const shell = held();
  await page.exposeFunction('reportShellHydrated', () => shell.release());
  await page.addInitScript((event) => {
    const removed: string[] = [];
    Object.assign(window, { removedFromHeader: removed });
    addEventListener(event, () =>
      (window as unknown as { reportShellHydrated: () => void }).reportShellHydrated(),
    );
    addEventListener('DOMContentLoaded', () => {
      const header = document.querySelector('header');
      if (!header) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }).observe(header, { childList: true, subtree: true });
    });
  }, SHELL_HYDRATED_EVENT);
  await page.goto('/contact');
  await shell.released;
  await page.mouse.move(600, 600);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(80);
  // Two frames and a task: time for the scroll's update to render, had it been urgent. A fixed
  // wait, because what it waits for is something that must not happen.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  chunks.release();
  // The recording must cover the islands' whole hydration, so the test waits it out.
  await waitForHydration(page);
  expect(
    await page.evaluate(
      () => (window as unknown as { removedFromHeader: string[] }).removedFromHeader,
    ),
  ).toEqual([]);
  // The scroll still counted: the bar is fixed now.
  await expect(page.locator('header [data-fixed]')).toHaveCount(1);
});

test("a press on a header island whose code has arrived makes React hydrate it there and then, not in the island's pass", async ({
  page,
}) => {
  // About hydration itself, so it acts at an internal moment: the header's islands hydrate in the
  // last pass (HeaderIsland.tsx), and the press comes as soon as the mini-cart's code is there
  // (loadIsland marks it loaded), before that pass can have hydrated it. The early-input script
  // must hand the press to React at once, and React hydrate the island inside the click it
  // dispatches: the island is not live as that click starts, and live as it ends. Held until the
  // pass instead, the press would come after the island had hydrated.
  await page.addInitScript(
    ({ island, loaded }) => {
      const clicks: { liveAtStart: boolean; liveAtEnd: boolean | null }[] = [];
      Object.assign(window, { islandClicks: clicks });
      const live = () => document.querySelector(island)?.hasAttribute('data-hydrated') ?? false;
      const started = new WeakMap<Event, (typeof clicks)[number]>();
      addEventListener(
        'click',
        (event) => {
          if (!(event.target instanceof Element) || !event.target.closest(island)) return;
          const click = { liveAtStart: live(), liveAtEnd: null };
          clicks.push(click);
          started.set(event, click);
        },
        true,
      );
      addEventListener('click', (event) => {
        const click = started.get(event);
        if (click) click.liveAtEnd = live();
      });
      new MutationObserver((records, observer) => {
        const root = records.find((record) => (record.target as Element).matches(island))?.target;
        if (!(root instanceof Element)) return;
        observer.disconnect();
        root.querySelector<HTMLElement>('button[aria-expanded]')?.click();
      }).observe(document, { subtree: true, attributeFilter: [loaded] });
    },
    { island: `[${ISLAND_ATTRIBUTE}="${ISLANDS.miniCart}"]`, loaded: ISLAND_LOADED_ATTRIBUTE },
  );
  await page.goto('/contact');
  await expect(miniCartButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Your cart' })).toContainText(
    'Your cart is empty.',
  );
  const clicks = await page.evaluate(
    () => (window as unknown as { islandClicks: unknown[] }).islandClicks,
  );
  // The press (held: it never ends), then the click the early-input script gave React.
  expect(clicks).toEqual([
    { liveAtStart: false, liveAtEnd: null },
    { liveAtStart: false, liveAtEnd: true },
  ]);
});

test('a page React had to render afresh, its markup not matching, still restores the shop', async ({
  page,
  allowConsole,
}) => {
  await storeOneItemCart(page);
  // Markup that does not match what React renders (here a <head> without react-aria's style; a
  // browser extension can do the same) makes React render the page afresh, with boundaries of
  // new ids: the prerendered ones never hydrate, and the page must not wait for them for ever.
  await serveHomeWithoutPressStyle(page, allowConsole);
  await page.goto('/');
  await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

test('leaving a page before all of its parts have hydrated still restores the shop on the next page', async ({
  page,
}) => {
  await storeOneItemCart(page);
  // About hydration itself, so it acts at an internal moment: right after the shell has
  // hydrated, before React hydrates the parts, it follows a link of the header (client-side).
  await atShellHydrated(page, () => {
    const pending = document.querySelectorAll(
      'main [data-hydration-boundary]:not([data-hydrated])',
    );
    Object.assign(window, { pendingWhenLeaving: pending.length, beforeNavigation: true });
    document.querySelector<HTMLAnchorElement>('header nav a[href="/contact"]')?.click();
  });
  await page.goto('/about');
  await expect(page).toHaveURL(/\/contact$/);
  // The window survived: a client-side navigation, which took the about page's parts away
  // before they hydrated.
  expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
  expect(
    await page.evaluate(
      () => (window as unknown as { pendingWhenLeaving: number }).pendingWhenLeaving,
    ),
  ).toBeGreaterThan(0);
  await expect(miniCartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

for (const path of ['/', '/product-single/Ninja-Hoodi']) {
  test(`${path}: the lazy islands link no stylesheet the page already has`, async ({ page }) => {
    // React Router links stylesheets that lazy chunks share with a '#' suffix; a lazy chunk that
    // linked them again would make the browser restyle the whole page for nothing. It counts the
    // links once everything has loaded (the mini-cart open, the theme switch's island live), so
    // it waits for hydration (not about timing).
    await gotoHydrated(page, path);
    await miniCartButton(page).click();
    await expect(page.getByRole('region', { name: 'Your cart' })).toBeVisible();
    const stylesheets = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) =>
        link.href.replace(/#$/, ''),
      ),
    );
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.filter((href, index) => stylesheets.indexOf(href) !== index)).toEqual([]);
  });
}

test("react-aria's press style comes with the page, exactly as react-aria writes it", async ({
  page,
  allowConsole,
}) => {
  // About what the page's code adds to <head> once it runs, so it waits for hydration. root.tsx
  // prerenders react-aria's touch-action style (`PressableStyle` of @firm/ui): react-aria then
  // adds none, and a style sheet inserted at run time before the others would make Chromium
  // rebuild its font faces and lay out the whole page again (the longest task of `/`'s load).
  const styleOf = () =>
    Array.from(document.querySelectorAll('#react-aria-pressable-style'), (style) => ({
      tag: style.tagName,
      text: style.textContent,
      // Marked by the init script below on the element the HTML parser made.
      parsed: style.hasAttribute('data-parsed'),
    }));
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      document.getElementById('react-aria-pressable-style')?.setAttribute('data-parsed', ''),
    ),
  );
  await gotoHydrated(page, '/');
  await miniCartButton(page).click();
  const prerendered = await page.evaluate(styleOf);
  expect(prerendered).toEqual([{ tag: 'STYLE', text: expect.any(String), parsed: true }]);

  // The same page without it: react-aria must add its own, with the very same text (else the
  // prerendered copy has gone stale, and the CSP hash with it). React reports the <head> that no
  // longer matches what it renders; that mismatch is this half's doing.
  await serveHomeWithoutPressStyle(page, allowConsole);
  // Hydrated again: react-aria adds its style from an effect, once a pressable part is live.
  await gotoHydrated(page, '/');
  await miniCartButton(page).click();
  expect(await page.evaluate(styleOf)).toEqual([
    { tag: 'STYLE', text: prerendered[0]?.text, parsed: false },
  ]);
});

/**
 * Opens a product page with its quantity stepper's chunk held back, the order a slow network
 * makes: the stepper is prerendered and not live. Returns its box and what lets the chunk go.
 */
/** The product page's quantity stepper's chunk. */
const stepperChunk = /\/assets\/ProductQuantity-[\w-]+\.js$/;

async function withQuantityChunkHeld(page: Page) {
  const chunk = held();
  await page.route(stepperChunk, async (route) => {
    await chunk.released;
    await route.continue();
  });
  await page.goto('/product-single/Ninja-Hoodi');
  return { quantity: page.getByRole('textbox', { name: 'Quantity' }), release: chunk.release };
}

test("a quantity typed into the product page's stepper before its island's code arrives is kept", async ({
  page,
}) => {
  // About the island itself, so it waits for an internal moment: the visitor types before the
  // stepper's code arrives. The box is a native one, so the typing lands at once; hydration must
  // not put the prerendered 1 back.
  const { quantity, release } = await withQuantityChunkHeld(page);
  await quantity.fill('3');
  release();
  // Waits for the island to be live on purpose: the typed 3 is on screen from the start, so only
  // after hydration does seeing it say that hydration kept it (a visitor cannot see that moment;
  // the press below is what they would do, and it is held until then anyway).
  await expect(page.locator('[data-island]:has(input)')).toHaveAttribute('data-hydrated');
  await expect(quantity).toHaveValue('3');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('4');
});

test("a stepping key pressed on the product page's quantity before its island's code arrives steps it", async ({
  page,
}) => {
  // About the island and the early-input script, so it waits for an internal moment: ArrowUp,
  // which a plain text box ignores, is pressed before the stepper's code arrives; react-aria
  // steps on it once the island is live.
  const { quantity, release } = await withQuantityChunkHeld(page);
  await quantity.focus();
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('1');
  release();
  await expect(quantity).toHaveValue('2');
});

test.describe("the product page's quantity stepper, an island loaded on first use", () => {
  const island = `[${ISLAND_ON_USE_ATTRIBUTE}="${ISLANDS_ON_USE.productQuantity}"]`;

  /** The stepper shows 1 and steps to 2 on its plus button: it is there and live. */
  async function expectStepperWorks(page: Page) {
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');
  }

  /** Opens a product page, counting the requests for the stepper's chunk. */
  async function openCounting(page: Page) {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (stepperChunk.test(request.url())) requested.push(request.url());
    });
    // About when the island loads, so these two waits are for the page's own work to end
    // (hydration, then any request it makes), which a visitor never waits for: before that,
    // "not loaded yet" would prove nothing, and the stepper must be left waiting for its use.
    await gotoHydrated(page, '/product-single/Ninja-Hoodi');
    await page.waitForLoadState('networkidle');
    return requested;
  }

  test('its code is not fetched until the pointer comes over it; then it steps', async ({
    page,
  }) => {
    const requested = await openCounting(page);
    expect(requested, 'the chunk, before any use').toEqual([]);
    // Whether the part is live is what this test checks: the hover alone must bring it up.
    await expect(page.locator(island)).not.toHaveAttribute('data-hydrated');
    await page.getByRole('button', { name: 'Increase quantity' }).hover();
    await expect(page.locator(island)).toHaveAttribute('data-hydrated');
    expect(requested).toHaveLength(1);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });

  test('a click with no pointer (assistive technology) loads it and counts once', async ({
    page,
  }) => {
    await openCounting(page);
    // `click()` sends a click and nothing before it: no pointer comes over the button and no
    // focus moves, so only the early-input script, which holds the click, can ask for the code.
    await page
      .getByRole('button', { name: 'Increase quantity' })
      .evaluate((button: HTMLElement) => button.click());
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    // Not a wait before acting: once the part is live, a held click replayed twice would show.
    await expect(page.locator(island)).toHaveAttribute('data-hydrated');
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });

  test('two presses made while its code is on its way both count', async ({ page }) => {
    // About hydration itself, so it holds the island's code back (a slow network does this):
    // both presses are held, and replayed once it is live.
    const code = held();
    await page.route(stepperChunk, async (route) => {
      await code.released;
      await route.continue();
    });
    await openCounting(page);
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await increase.click();
    await increase.click();
    code.release();
    // Not a wait before acting: both presses were made before it. It checks the island went live
    // on the held presses alone, before their count is read.
    await expect(page.locator(island)).toHaveAttribute('data-hydrated');
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  });

  test('focus entering it loads it (keyboard)', async ({ page }) => {
    await openCounting(page);
    await page.getByRole('textbox', { name: 'Quantity' }).focus();
    // The assertion of this test, not a wait before the key: focus alone brings the part up (a
    // key pressed sooner is held, which the tests above cover).
    await expect(page.locator(island)).toHaveAttribute('data-hydrated');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });

  test('a product page reached by a client-side navigation shows it and it works', async ({
    page,
  }) => {
    // The first page's stepper is never used, so its code never loaded: the next product
    // page's stepper is rendered by the client and must load at once.
    await openCounting(page);
    await page.getByRole('link', { name: /^Wishlist/ }).click();
    await page.getByRole('link', { name: 'Go to the shop' }).click();
    await page.getByRole('link', { name: 'Ninja Hoodie' }).first().click();
    await expect(page).toHaveURL(/\/product-single\/Ninja-Hoodi$/);
    await expectStepperWorks(page);
  });

  test("a click made before the site's code runs loads it once the code runs, and counts once", async ({
    page,
  }) => {
    // About the order of the page's own scripts, so it holds them back (a slow network does
    // this): the click comes with no pointer and no focus, before the island's watch for first
    // use exists, so only the early-input script's note on the island can ask for the code.
    const code = held();
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await code.released;
      await route.continue();
    });
    await page.goto('/product-single/Ninja-Hoodi', { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('button', { name: 'Increase quantity' })
      .evaluate((button: HTMLElement) => button.click());
    code.release();
    // No more input follows, so these waits delay no visitor: the part comes up with no other
    // use, and once the page's work is over the click has still counted only once.
    await expect(page.locator(island)).toHaveAttribute('data-hydrated');
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });

  test('another product chosen from search while it waits: the page changes to that product', async ({
    page,
  }) => {
    // A client-side navigation within the product route: the page, keyed by its product, is
    // rendered afresh by the client, and so is its stepper, whose code must then load at once
    // (the first page's never loaded: nobody used it).
    await openCounting(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await header.getByRole('searchbox', { name: 'Search the site' }).fill('Barrister');
    await header
      .getByRole('search', { name: 'Site' })
      .getByRole('link', { name: /Barrister Pullover Hoodie/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/product-single\/Barrister-Pullover-Hoodie$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Barrister Pullover Hoodie' }),
    ).toBeVisible();
    await expectStepperWorks(page);
  });

  test('the skip link used while it waits: the page still navigates, and the stepper works', async ({
    page,
  }) => {
    // The skip link's in-page jump is a history entry React Router follows: an update that
    // reaches the waiting part before any use of it.
    await openCounting(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page
      .getByRole('navigation', { name: 'Your shop lists' })
      .getByRole('link', { name: /^Cart/ })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/product-single\/Ninja-Hoodi#main$/);
    await expectStepperWorks(page);
  });
});
