/** Path to the system Chromium; throws with a clear message when there is none. */
export function chromiumPath(): string;
/** The Chromium the test suites run in: Debian's headless shell when installed, else Chromium. */
export function testChromiumPath(): string;
/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const chromiumArgs: readonly string[];
/** The features Playwright disables in every Chromium it launches (repeated in chromiumArgs). */
export const playwrightDisabledFeatures: readonly string[];
/** The omnibox's WebUI popups, which chromiumArgs disables. */
export const omniboxPopupFeatures: readonly string[];
