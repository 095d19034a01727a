import { describe, expect, it } from 'vitest';
import { type SliderSetting, sliderSettings, slidesPerViewAt } from './sliders.js';

/** The UI kit's breakpoint tokens (packages/ui/src/theme/breakpoints.ts). */
const BREAKPOINTS = [575, 767, 1100, 1200, 1500];

describe('slidesPerViewAt', () => {
  const { caseStudies } = sliderSettings;

  it.each([
    [1920, 5],
    [1200, 5],
    [1199, 4],
    [1100, 4],
    [1099, 2],
    [575, 2],
    [574, 1],
    [320, 1],
  ])('case studies at %i px show %i', (width, perView) => {
    expect(slidesPerViewAt(caseStudies, width)).toBe(perView);
  });

  it('does not depend on the order the widths are written in', () => {
    const reordered: SliderSetting = { ...caseStudies, below: { 575: 1, 1200: 4, 1100: 2 } };
    for (const width of [320, 800, 1150, 1600]) {
      expect(slidesPerViewAt(reordered, width)).toBe(slidesPerViewAt(caseStudies, width));
    }
  });
});

describe('sliderSettings (spec §9)', () => {
  const at = (setting: SliderSetting) =>
    [1600, 1499, 1199, 1099, 766, 574].map((width) => slidesPerViewAt(setting, width));

  it('matches the per-view counts of the spec at every breakpoint', () => {
    expect(at(sliderSettings.hero)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(at(sliderSettings.testimonials)).toEqual([2, 2, 2, 2, 1, 1]);
    expect(at(sliderSettings.testimonialsThree)).toEqual([3, 3, 3, 2, 1, 1]);
    expect(at(sliderSettings.caseStudies)).toEqual([5, 5, 4, 2, 2, 1]);
    expect(at(sliderSettings.caseStudiesAlt)).toEqual([5, 5, 4, 2, 2, 1]);
    expect(at(sliderSettings.team)).toEqual([4, 3, 3, 2, 2, 1]);
    expect(at(sliderSettings.partners)).toEqual([5, 5, 4, 4, 3, 1]);
  });

  it('has the spec speeds, loop and autoplay', () => {
    expect(sliderSettings.hero).toMatchObject({ speedMs: 1800, loop: true });
    expect(sliderSettings.testimonials).toMatchObject({ speedMs: 1000, autoplay: false });
    expect(sliderSettings.testimonialsThree).toMatchObject({ speedMs: 1000, autoplay: false });
    for (const name of ['caseStudies', 'caseStudiesAlt', 'team'] as const) {
      expect(sliderSettings[name]).toMatchObject({ speedMs: 1000, autoplay: true });
    }
    expect(sliderSettings.partners.autoplay).toBe(true);
  });

  it.each(Object.entries(sliderSettings))(
    '%s only uses breakpoint tokens and never grows as the screen narrows',
    (_name, setting) => {
      for (const width of Object.keys(setting.below)) expect(BREAKPOINTS).toContain(Number(width));
      const counts = [2000, ...BREAKPOINTS.toReversed().map((width) => width - 1)].map((width) =>
        slidesPerViewAt(setting, width),
      );
      expect(counts).toEqual(counts.toSorted((a, b) => b - a));
    },
  );
});
