import { useEffect } from 'react';
import {
  BOUNDARY_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_LOADED_ATTRIBUTE,
  ISLAND_WANTED_ATTRIBUTE,
  ISLAND_WANTED_EVENT,
  PLAIN_CONTROL_ATTRIBUTE,
  SHELL_HYDRATED_EVENT,
} from './markers';

/**
 * Holds the input that nothing could answer yet, and hands it over once something can.
 *
 * The page paints long before its code runs: on a phone, the prerendered buttons show a second or
 * more before React hydrates the page's shell. React's selective hydration takes over from there
 * (a discrete event on a part that has not hydrated makes React hydrate that part at once, then
 * handle the event), but nothing answers a press made before the shell has hydrated (React is
 * not listening yet, or its root is suspended), nor one on an island whose chunk is still on its
 * way: such input would do nothing, silently.
 *
 * This runs from an inline script at the top of every page, so it is listening from first paint.
 * It holds only what plain HTML cannot do: presses of buttons and widgets (not links or native
 * inputs, which work at once; but pointer presses on a radio's or checkbox's label, which
 * react-aria takes over as it hydrates), the keys sent to widgets, text typed into a date field's segments
 * (replayed as `beforeinput`, which is how react-aria reads it), and form submissions (which never reach
 * the network: the CSP says `form-action 'none'`); a submit button's own press and keys go on
 * without React until the shell has hydrated (its submit is what is held). Held input is replayed
 * in order, as `click()` / the same keys / `requestSubmit()`, as soon as the shell has hydrated,
 * or the island's code has arrived (`islandLoadedAttribute`; React then hydrates the island on
 * demand, as it does a part) or the island has hydrated; each in a task of its own, after React
 * has rendered the one before. Each press happens once: the held events never reach another
 * listener, so an island that loads on first use is told (`islandWantedAttribute`, then
 * `islandWantedEvent`, on its root) when input for it is held.
 *
 * One more case: react-aria rebuilds collection items (tabs) as they hydrate, so when a press
 * makes React hydrate their part, React hands the press to a node it has just replaced, and the
 * press is lost. A press on a part that has not hydrated is therefore given to React as one
 * `click()`, and given again to the item that replaced the pressed one (same id) when React's
 * hydration replaced it. `e2e/hydration.spec.ts` checks that react-aria still does this. A
 * control that hydration rebuilt before the input was handed over gets it directly, by its id.
 *
 * Serialised into the page with `String(captureEarlyInput)`, so it must use nothing outside its
 * own body but its arguments and the browser's globals.
 */
export function captureEarlyInput(
  shellHydratedEvent: string,
  islandAttribute: string,
  boundaryAttribute: string,
  plainControlAttribute: string,
  islandWantedAttribute: string,
  islandWantedEvent: string,
  islandLoadedAttribute: string,
) {
  type Held =
    | { kind: 'press'; element: HTMLElement }
    | { kind: 'key'; element: HTMLElement; event: KeyboardEvent }
    | { kind: 'text'; element: HTMLElement; inputType: string; data: string | null }
    | { kind: 'submit'; element: HTMLFormElement; submitter: HTMLElement | null };

  // Buttons and the ARIA widgets react-aria renders; links and native inputs work without script.
  const scripted = [
    'button:not([type=submit]):not([type=reset])',
    '[role=button]:not(a)',
    '[role=tab]',
    '[role=switch]',
    '[role=menuitem]',
    '[role=option]',
    '[role=checkbox]:not(input)',
    '[role=radio]:not(input)',
  ]
    .map((selector) => `${selector}:not([${plainControlAttribute}])`)
    .join(',');
  // Keys matter only on widgets that are not native buttons (a native button turns Enter and
  // Space into a click, which is held as a press).
  const keyed = '[role=tab],[role=switch],[role=menuitem],[role=option],[role=radio]:not(input)';
  // A number field's stepping keys, which react-aria handles and a plain text box ignores: held
  // in an island (the product page's quantity) until its code has arrived. Typed digits land in
  // the box at once, and the kit's stepper adopts them as it hydrates.
  const numberField = `[${islandAttribute}] input[inputmode=numeric]`;
  const steppingKeys = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);
  // A submit button's press does its work through the form's submit, which is held (below)
  // until the shell has hydrated.
  const submitButton = 'button[type=submit],input[type=submit]';
  const activation = new Set([
    'pointerdown',
    'mousedown',
    'pointerup',
    'mouseup',
    'click',
    'keydown',
    'keyup',
  ]);
  // Editable segments of a date field (react-aria's DateSegment): contenteditable elements that
  // take what is typed from `beforeinput`. Left alone, the browser would write the keys into
  // the segment's text, which hydration keeps while the field's value stays empty.
  const segment = '[role=spinbutton][contenteditable=true]';
  // Where react-aria moved focus while a segment took held text: the next segment, once the
  // month is complete, say. Text typed into the first segment before then belongs there.
  const movedOn = new Map<Element, HTMLElement>();
  const held: Held[] = [];
  let shellHydrated = false;
  let replaying = false;
  // The control a held pointer press began on: the press becomes one click on it, whatever the
  // pointer's own click does (it may not come, or land on an ancestor, when hydration replaces
  // the control's node between the press and the release).
  let pressed: HTMLElement | null = null;
  // The held press was released on its control (not dragged off it): its click, wherever it
  // lands, is that press.
  let releasedOnPressed = false;
  // Counts held presses, so a check queued for one press never ends the next.
  let pressCount = 0;

  /**
   * The label of a native radio or checkbox. Plain HTML would toggle its input, but once its part
   * has hydrated react-aria selects on the label's press (usePress) and cancels the label's native
   * click: a pointer press it never saw begin (held here, or made before React listened) would
   * select nothing. Its presses are held like a button's.
   */
  const choiceLabelOf = (target: Element) => {
    const label = target.closest('label');
    const control = label?.control;
    return control instanceof HTMLInputElement &&
      (control.type === 'radio' || control.type === 'checkbox')
      ? label
      : null;
  };

  /**
   * Nothing can answer this element's input yet: the shell has not hydrated, or the element's
   * island has not, and its code has not arrived (an island that loads on first use is never
   * marked loaded: it waits until it has hydrated).
   */
  const waiting = (element: Element) =>
    !shellHydrated ||
    element.closest(`[${islandAttribute}]:not([data-hydrated]):not([${islandLoadedAttribute}])`) !==
      null;
  /** React can answer, but hydrates the element's part (or island, its code there) first. */
  const dehydrated = (element: Element) =>
    element.closest(
      `[${boundaryAttribute}]:not([data-hydrated]),[${islandAttribute}]:not([data-hydrated])`,
    ) !== null;

  /**
   * The element as the page has it now: hydration may have rebuilt its node (react-aria's tabs),
   * keeping its id. Null when it was removed and nothing took its place.
   */
  const current = (element: HTMLElement) =>
    element.isConnected || !element.id ? element : document.getElementById(element.id);

  /**
   * Points a held press or key at its control as the page has it now: React hydrates in tasks of
   * its own, which can rebuild the control (react-aria's tabs) between the task that took the
   * input and the one that hands it over. Given to the detached node, it would reach nothing.
   */
  const followRebuild = (entry: Held) => {
    if ((entry.kind === 'press' || entry.kind === 'key') && !entry.element.isConnected) {
      entry.element = current(entry.element) ?? entry.element;
    }
  };

  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  /** Asks the island that is waiting for `element`'s input, if any, to load. */
  const want = (element: Element) => {
    const island = element.closest(`[${islandAttribute}]:not([data-hydrated])`);
    island?.setAttribute(islandWantedAttribute, '');
    island?.dispatchEvent(new Event(islandWantedEvent));
  };

  /** Hands the input to React, once more to the element's replacement if hydration made one. */
  const deliver = (entry: Held) => {
    const taken = entry.element;
    followRebuild(entry);
    const { element } = entry;
    // A key whose control was rebuilt lost its focus with the old node; the replacement takes
    // it, unless the page has moved it on meanwhile (an arrow key handed over just before).
    if (
      entry.kind === 'key' &&
      element !== taken &&
      (document.activeElement === null || document.activeElement === document.body)
    ) {
      element.focus();
    }
    const wasDehydrated = dehydrated(element);
    const give = (target: HTMLElement) => {
      if (entry.kind === 'press') target.click();
      else if (entry.kind === 'text') {
        let segmentNow: HTMLElement = target;
        for (let next = movedOn.get(segmentNow); next; next = movedOn.get(segmentNow)) {
          segmentNow = next;
        }
        segmentNow.focus();
        segmentNow.dispatchEvent(
          new InputEvent('beforeinput', {
            inputType: entry.inputType,
            data: entry.data,
            bubbles: true,
            cancelable: true,
          }),
        );
        const focused = document.activeElement;
        if (focused instanceof HTMLElement && focused !== segmentNow && focused.matches(segment)) {
          movedOn.set(segmentNow, focused);
        }
      } else if (entry.kind === 'submit') {
        // React does not hydrate a part for a submit event (it does for a click), so a form
        // in a part that has not hydrated is submitted the way the visitor did it: by its
        // button. Without one, the submission waited for the part (see `replay`).
        if (entry.submitter?.isConnected) entry.submitter.click();
        else entry.element.requestSubmit();
      } else {
        const { type, key, code, shiftKey, ctrlKey, altKey, metaKey } = entry.event;
        target.dispatchEvent(
          new KeyboardEvent(type, {
            key,
            code,
            shiftKey,
            ctrlKey,
            altKey,
            metaKey,
            bubbles: true,
            cancelable: true,
          }),
        );
      }
    };
    replaying = true;
    try {
      give(element);
      if (!wasDehydrated) return;
      const replacement = current(element);
      if (!replacement || replacement === element || dehydrated(replacement)) return;
      if (entry.kind === 'key') replacement.focus();
      give(replacement);
    } finally {
      replaying = false;
    }
  };

  const replay = () => {
    let index = 0;
    while (index < held.length) {
      const entry = held[index] as Held;
      // Before the checks below: they ask about the control the page has now.
      followRebuild(entry);
      const formWaits =
        entry.kind === 'submit' && !entry.submitter?.isConnected && dehydrated(entry.element);
      // React does not hydrate a part for `beforeinput` either, and react-aria only listens once
      // the part is live: held text waits for its part.
      const textWaits = entry.kind === 'text' && dehydrated(entry.element);
      if (entry.element.isConnected && (waiting(entry.element) || formWaits || textWaits)) {
        index += 1;
        continue;
      }
      held.splice(index, 1);
      if (entry.element.isConnected) deliver(entry);
      // The rest goes in a later task, once React has rendered this one (it renders a press's
      // update after the task that dispatched it): react-aria reads each press of a stepper, and
      // each typed character, against the value it last rendered. Two held presses given in one
      // task stepped a quantity once (`e2e/hydration.spec.ts`).
      if (index < held.length) {
        setTimeout(replay, entry.kind === 'text' ? 16 : 0);
        return;
      }
    }
  };

  /**
   * Holds input nothing can answer; hands input for a dehydrated part to React at once. `event`
   * is null for a held press whose click never came (see `pointerup` below).
   */
  const take = (event: Event | null, entry: Held) => {
    const { element } = entry;
    if (waiting(element) || (entry.kind === 'text' && dehydrated(element))) {
      if (event) swallow(event);
      held.push(entry);
      want(element);
    } else if (entry.kind !== 'submit' && dehydrated(element)) {
      if (event) swallow(event);
      // In a task of its own: `click()` does nothing on an element whose click is still being
      // dispatched (the HTML standard's "click in progress" flag).
      setTimeout(() => deliver(entry));
    }
  };

  const onInput = (event: Event) => {
    if (replaying || !(event.target instanceof Element)) return;
    const { type, target } = event;
    if (type === 'beforeinput') {
      const element = target.closest<HTMLElement>(segment);
      if (element && event instanceof InputEvent) {
        const { inputType, data } = event;
        take(event, { kind: 'text', element, inputType, data });
      }
      return;
    }
    if (type === 'submit') {
      if (target instanceof HTMLFormElement) {
        const submitter = (event as SubmitEvent).submitter;
        take(event, { kind: 'submit', element: target, submitter });
      }
      return;
    }
    if (!shellHydrated && activation.has(type) && target.closest(submitButton)) {
      // React listens as soon as the site's code has started, before its first render: a press
      // or key it sees then makes it render and commit the whole shell at once, in the input's task
      // (on /contact at the load event: 70–116 ms at full speed, 290–340 ms at 3.2x, with
      // nothing painted meanwhile). That input has nothing to do before the shell is live: its
      // default action submits the form, whose submit is held and handed over once the shell
      // has hydrated, as every other press made before then is. So it goes on without React (no
      // preventDefault: the button still submits) and the shell hydrates in its time-sliced
      // passes.
      event.stopImmediatePropagation();
      return;
    }
    if (event instanceof KeyboardEvent) {
      const element =
        target.closest<HTMLElement>(keyed) ??
        (steppingKeys.has(event.key) ? target.closest<HTMLElement>(numberField) : null);
      if (element) take(event, { kind: 'key', element, event });
      return;
    }
    if (type === 'pointercancel') {
      pressed = null;
      return;
    }
    if (type === 'pointerdown' || type === 'mousedown') {
      if (type === 'pointerdown') pressed = null;
      // Only the primary button presses a control; a right click keeps its context menu.
      if ((event as MouseEvent).button !== 0) return;
      const element = target.closest<HTMLElement>(scripted) ?? choiceLabelOf(target);
      if (element && (waiting(element) || dehydrated(element))) {
        swallow(event);
        want(element);
        pressed = element;
        releasedOnPressed = false;
        pressCount += 1;
      }
      return;
    }
    if (type === 'pointerup' || type === 'mouseup') {
      if (!pressed) return;
      swallow(event);
      // Where the pointer went up decides, as it does for a native button. The release lands
      // in the control's replacement when hydration rebuilt the control meanwhile.
      releasedOnPressed = current(pressed)?.contains(target) ?? false;
      if (
        type === 'pointerup' &&
        releasedOnPressed &&
        (event as PointerEvent).pointerType === 'mouse'
      ) {
        // Chromium fires no mouse click at all when the node the button went down on has left
        // the page (Firefox clicks a common ancestor), which is what hydration does to a tab the
        // pointer came over (hovering makes React hydrate that part first, and react-aria
        // rebuilds the tab): the press would be lost. A mouse's click comes in the release's own
        // task when it comes, so a task queued now sees whether it did; `e2e/hydration.spec.ts`
        // rebuilds a control mid-press. Not for touch: a tap's click comes from the tap gesture,
        // aimed at what is there by then, and may come after such a task, which would then press
        // a second time. Nor for a pen, which some systems treat as touch.
        const press = pressCount;
        setTimeout(() => {
          if (pressCount === press && pressed && releasedOnPressed) endPress(null, null);
        });
      }
      return;
    }
    // A click: the end of a held pointer press, or a click with no pointer (Enter or Space on a
    // native button, assistive technology).
    endPress(event, target);
  };

  /**
   * Ends a held pointer press with its click (`event`), or without one when the browser sent
   * none. A press released off its control is no press (the click lands on a common ancestor),
   * and a click with no release after a held press (a key's click) belongs to its own target.
   */
  const endPress = (event: Event | null, target: Element | null) => {
    const heldPress = releasedOnPressed ? pressed : null;
    pressed = null;
    releasedOnPressed = false;
    const heldNow = heldPress && current(heldPress);
    if (heldNow && !waiting(heldNow) && !dehydrated(heldNow)) {
      // The control's part hydrated between the press and its click. React listens there now,
      // but it never saw the pointer go down (that was held), and react-aria's usePress ignores
      // a pointer click with no press before it: left alone, this click would do nothing. The
      // held press becomes one `click()`, as a press held to the end does.
      if (event) swallow(event);
      setTimeout(() => deliver({ kind: 'press', element: heldNow }));
      return;
    }
    const element = heldNow ?? target?.closest<HTMLElement>(scripted);
    if (element) take(event, { kind: 'press', element });
  };

  for (const type of [
    'pointerdown',
    'pointercancel',
    'mousedown',
    'pointerup',
    'mouseup',
    'click',
    'submit',
    'beforeinput',
    'keydown',
    'keyup',
  ]) {
    addEventListener(type, onInput, true);
  }
  addEventListener(shellHydratedEvent, () => {
    shellHydrated = true;
    // The event comes from inside React's commit, where React cannot hydrate on demand; a
    // microtask runs as soon as the commit's work is done.
    queueMicrotask(replay);
  });
  new MutationObserver(replay).observe(document, {
    subtree: true,
    attributeFilter: ['data-hydrated', islandLoadedAttribute],
  });
}

/**
 * Tells the early-input script that the shell has hydrated. Rendered once, in the root layout:
 * its effect runs in the shell's first commit.
 */
export function useAnnounceShellHydrated() {
  useEffect(() => {
    window.dispatchEvent(new Event(SHELL_HYDRATED_EVENT));
  }, []);
}

/** The inline script that holds early input; its hash is added to the page's CSP at build time. */
export function EarlyInputScript() {
  // Written into the prerendered page only: it runs from there, before any of the site's code, and
  // React leaves a hydrated script's text alone, so the browser's bundle carries none of it.
  const source = import.meta.env.SSR
    ? `(${String(captureEarlyInput)})(${[
        SHELL_HYDRATED_EVENT,
        ISLAND_ATTRIBUTE,
        BOUNDARY_ATTRIBUTE,
        PLAIN_CONTROL_ATTRIBUTE,
        ISLAND_WANTED_ATTRIBUTE,
        ISLAND_WANTED_EVENT,
        ISLAND_LOADED_ATTRIBUTE,
      ]
        .map((value) => JSON.stringify(value))
        .join(',')})`
    : '';
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function, hashed into the CSP at build time
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
  );
}
