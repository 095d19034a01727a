// What a journey does and checks, each as a named step over the engine's driver, so that a
// failure says which step failed in which engine.
import { describeTarget, keepLooking, waitFor } from './driver.mjs';

/** @typedef {import('./driver.mjs').Driver} Driver */
/** @typedef {import('./driver.mjs').Target} Target */

/** A journey's failure, naming the step it was at. */
export class StepError extends Error {
  /** @param {string} step @param {unknown} cause */
  constructor(step, cause) {
    super(`${step}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.step = step;
  }
}

/** @param {Driver} driver */
export function visitorOf(driver) {
  /** @template T @param {string} name @param {() => Promise<T>} action @returns {Promise<T>} */
  const step = async (name, action) => {
    try {
      return await action();
    } catch (error) {
      throw new StepError(name, error);
    }
  };
  return {
    /** @param {string} path */
    open: (path) => step(`open ${path}`, () => driver.open(path)),
    /** @param {number} width @param {number} height */
    resize: (width, height) =>
      step(`resize to ${width}x${height}`, () => driver.resize(width, height)),
    /** @param {Target} target */
    click: (target) => step(`click ${describeTarget(target)}`, () => driver.click(target)),
    /** @param {Target} target @param {string} text */
    type: (target, text) =>
      step(`type "${text}" into ${describeTarget(target)}`, () => driver.type(target, text)),
    /** @param {Target} target @param {string} label */
    choose: (target, label) =>
      step(`choose "${label}" in ${describeTarget(target)}`, () => driver.choose(target, label)),
    /** @param {'Escape' | 'Enter' | 'Tab'} key */
    press: (key) => step(`press ${key}`, () => driver.press(key)),
    /** @param {Target} target */
    see: (target) =>
      step(`see ${describeTarget(target)}`, () => waitFor(driver, target, { kind: 'visible' })),
    /** @param {Target} target */
    seeGone: (target) =>
      step(`see ${describeTarget(target)} gone`, () => waitFor(driver, target, { kind: 'gone' })),
    /** @param {Target} target @param {string} name @param {string} value */
    seeAttribute: (target, name, value) =>
      step(`see ${name}="${value}" on ${describeTarget(target)}`, () =>
        waitFor(driver, target, { kind: 'attribute', name, value }),
      ),
    /** @param {Target} target @param {string} value */
    seeValue: (target, value) =>
      step(`see value "${value}" in ${describeTarget(target)}`, () =>
        waitFor(driver, target, { kind: 'value', value }),
      ),
    /** Every visible match of `target`, in order, has exactly these texts. @param {Target} target @param {string[]} texts */
    seeTexts: (target, texts) =>
      step(`see ${JSON.stringify(texts)} as ${describeTarget(target)}`, () =>
        waitFor(driver, target, { kind: 'texts', value: texts }),
      ),
    /** @param {string} path */
    seePath: (path) =>
      step(`see the address ${path}`, () =>
        keepLooking(async () => {
          const now = await driver.evaluate(() => location.pathname, undefined);
          return now === path || String(now);
        }),
      ),
    seeNoProblems: () =>
      step('see no console error, page error or hydration warning', async () => {
        const problems = await driver.problems();
        if (problems.length > 0) throw new Error(problems.join('\n'));
      }),
  };
}

/** @typedef {ReturnType<typeof visitorOf>} Visitor */
