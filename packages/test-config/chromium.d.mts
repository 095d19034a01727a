/** Path to the system Chromium; throws with a clear message when there is none. */
export function chromiumPath(): string;
/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const chromiumArgs: readonly string[];
