/**
 * Slider settings from spec §9, in one library-neutral shape.
 *
 * `perView` is the number of slides on the widest screens. `below` maps a viewport width in px
 * to the slides per view *below* that width (as the spec says "4 below 1200"); when several
 * widths apply, the smallest one wins, exactly like max-width media queries listed from wide to
 * narrow. The widths are the UI kit's breakpoint tokens (575, 767, 1100, 1200, 1500).
 *
 * For a min-width library such as Swiper, `slidesPerViewAt(setting, width)` answers for any
 * width; evaluate it at each breakpoint to build the library's own table.
 */
export interface SliderSetting {
  /** Slides visible at and above the widest `below` width. */
  readonly perView: number;
  /** Viewport width (px) -> slides visible below it; the smallest matching width wins. */
  readonly below: Readonly<Record<number, number>>;
  /** Duration of one slide transition. */
  readonly speedMs: number;
  /** Whether the last slide wraps around to the first. */
  readonly loop: boolean;
  /** Whether slides advance on their own, every `sliderAutoplayDelayMs`. */
  readonly autoplay: boolean;
}

/**
 * Pause between automatic advances. The spec does not give one; 4 s leaves time to read a card.
 */
export const sliderAutoplayDelayMs = 4000;

/**
 * Choices where the spec is silent: sliders that autoplay also loop (otherwise autoplay would
 * stop at the last slide); the hero does not autoplay; partners use the common 1000 ms speed
 * and switch at 1200 / 767 / 575 px.
 */
export const sliderSettings = {
  hero: { perView: 1, below: {}, speedMs: 1800, loop: true, autoplay: false },
  /** Two-up testimonials on one home layout. */
  testimonials: { perView: 2, below: { 767: 1 }, speedMs: 1000, loop: false, autoplay: false },
  /** Three-up testimonials on another layout. */
  testimonialsThree: {
    perView: 3,
    below: { 1100: 2, 767: 1 },
    speedMs: 1000,
    loop: false,
    autoplay: false,
  },
  caseStudies: {
    perView: 5,
    below: { 1200: 4, 1100: 2, 575: 1 },
    speedMs: 1000,
    loop: true,
    autoplay: true,
  },
  /** The other case-study layout, which also lists 2 below 767 (same result as 2 below 1100). */
  caseStudiesAlt: {
    perView: 5,
    below: { 1200: 4, 1100: 2, 767: 2, 575: 1 },
    speedMs: 1000,
    loop: true,
    autoplay: true,
  },
  team: {
    perView: 4,
    below: { 1500: 3, 1100: 2, 575: 1 },
    speedMs: 1000,
    loop: true,
    autoplay: true,
  },
  partners: {
    perView: 5,
    below: { 1200: 4, 767: 3, 575: 1 },
    speedMs: 1000,
    loop: true,
    autoplay: true,
  },
} as const satisfies Record<string, SliderSetting>;

export type SliderName = keyof typeof sliderSettings;

/** Slides per view for a viewport `viewportWidthPx` wide. */
export function slidesPerViewAt(setting: SliderSetting, viewportWidthPx: number): number {
  let narrowestMatch: { width: number; perView: number } | undefined;
  for (const [width, perView] of Object.entries(setting.below)) {
    const widthPx = Number(width);
    if (
      viewportWidthPx < widthPx &&
      (narrowestMatch === undefined || widthPx < narrowestMatch.width)
    ) {
      narrowestMatch = { width: widthPx, perView };
    }
  }
  return narrowestMatch?.perView ?? setting.perView;
}
