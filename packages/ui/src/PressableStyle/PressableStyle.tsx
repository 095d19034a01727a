/** The id react-aria's `usePress` looks for before it adds its touch-action style to `<head>`. */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/**
 * The text of that style, exactly as react-aria writes it (react-aria 3.53): pressable elements
 * keep panning and pinch-zoom but lose double-tap zoom, so a tap is not delayed.
 */
export const PRESSABLE_STYLE_TEXT = [
  '@layer {',
  '  [data-react-aria-pressable] {',
  '    touch-action: pan-x pan-y pinch-zoom;',
  '  }',
  '}',
].join('\n');

/**
 * react-aria's press style, for the `<head>` of a server-rendered page (first in it, where
 * react-aria would put it).
 *
 * Without it, the first pressable component to mount after hydration prepends the style to
 * `<head>`. A style sheet inserted before the others makes Chromium rebuild the page's font
 * faces, and that lays out the whole document again: on this kit's demo site a 26–33 ms task
 * at 1x CPU, the longest of the home page's load. react-aria adds nothing when an element with
 * this id exists, so rendering it with the page costs one tiny inline style and no layout.
 * Under a Content-Security-Policy, allow its text by hash (`sha256` of `PRESSABLE_STYLE_TEXT`).
 */
export function PressableStyle() {
  return <style id={PRESSABLE_STYLE_ID}>{PRESSABLE_STYLE_TEXT}</style>;
}
