import {
  type SliderSetting,
  sliderAutoplayDelayMs,
  sliderSettings,
  slidesPerViewAt,
} from '@firm/data';
import { resolvePerView } from '@firm/ui';
import { breakpoints } from '@firm/ui/theme';
import { describe, expect, it } from 'vitest';
import { sliderProps } from './sliderProps';

describe('sliderProps', () => {
  it('keys the overrides by breakpoint name', () => {
    expect(sliderProps(sliderSettings.team)).toEqual({
      perView: 4,
      below: { xl: 3, md: 2, xs: 1 },
      speedMs: 1000,
      loop: true,
      autoplay: sliderAutoplayDelayMs,
    });
  });

  it('keeps a slider without autoplay still, and one without overrides empty', () => {
    expect(sliderProps(sliderSettings.hero)).toEqual({
      perView: 1,
      below: {},
      speedMs: 1800,
      loop: true,
      autoplay: false,
    });
  });

  it('gives the kit the same count as the content package at every width', () => {
    const widths = [360, 574, 575, 766, 767, 1099, 1100, 1199, 1200, 1499, 1500, 1920];
    for (const [name, setting] of Object.entries(sliderSettings)) {
      const { perView, below } = sliderProps(setting);
      const resolved = resolvePerView(perView, below);
      for (const width of widths) {
        // The tier a width falls in: the narrowest breakpoint it is below, else the base.
        const tier =
          (Object.entries(breakpoints) as [keyof typeof breakpoints, number][])
            .filter(([, px]) => width < px)
            .sort(([, a], [, b]) => a - b)[0]?.[0] ?? 'base';
        expect(resolved[tier], `${name} at ${width}px`).toBe(slidesPerViewAt(setting, width));
      }
    }
  });

  it('throws on a width that is not a breakpoint token', () => {
    const odd: SliderSetting = { ...sliderSettings.team, below: { 900: 2 } };
    expect(() => sliderProps(odd)).toThrow(/900px is not a breakpoint token/);
  });
});
