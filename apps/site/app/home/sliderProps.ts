import { type SliderSetting, sliderAutoplayDelayMs } from '@firm/data';
import type { PerViewBelow } from '@firm/ui';
import { type BreakpointName, breakpoints } from '@firm/ui/theme';

/** The props of the kit's `Slider` that a content slider setting decides. */
export interface SliderSettingProps {
  perView: number;
  below: PerViewBelow;
  speedMs: number;
  loop: boolean;
  /** An interval in ms, or `false` for no autoplay. */
  autoplay: number | false;
}

const breakpointNameByWidth = new Map<number, BreakpointName>(
  (Object.entries(breakpoints) as [BreakpointName, number][]).map(([name, width]) => [width, name]),
);

/**
 * Turns a slider setting from the content package (`below` keyed by pixel widths, as the spec
 * words it) into the kit Slider's props (`below` keyed by breakpoint names). Both sides use the
 * same breakpoint tokens, so a width without a token is a content mistake and throws rather
 * than silently dropping an override.
 */
export function sliderProps(setting: SliderSetting): SliderSettingProps {
  const below: PerViewBelow = {};
  for (const [width, perView] of Object.entries(setting.below)) {
    const name = breakpointNameByWidth.get(Number(width));
    if (name === undefined) {
      throw new Error(
        `Slider width ${width}px is not a breakpoint token (${[...breakpointNameByWidth.keys()].join(', ')})`,
      );
    }
    below[name] = perView;
  }
  return {
    perView: setting.perView,
    below,
    speedMs: setting.speedMs,
    loop: setting.loop,
    autoplay: setting.autoplay ? sliderAutoplayDelayMs : false,
  };
}
