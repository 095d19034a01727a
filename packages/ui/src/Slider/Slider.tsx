import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import {
  Children,
  type Dispatch,
  type FocusEvent,
  isValidElement,
  type ReactNode,
  type SetStateAction,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { buttonClassName } from '../Button/buttonClassName.js';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.js';
import { type BreakpointName, below as belowQuery, breakpoints } from '../theme/breakpoints.js';
import * as styles from './Slider.css.js';

/**
 * Slides per view below breakpoint widths, keyed by the kit's breakpoint names
 * (xs 575, sm 767, md 1100, lg 1200, xl 1500). `{ xl: 3, md: 2, xs: 1 }` reads
 * "3 below 1500 px, 2 below 1100 px, 1 below 575 px". A tier without a value inherits the
 * next wider one.
 */
export type PerViewBelow = Partial<Record<BreakpointName, number>>;

/** Slides per view at every tier, wider tiers first. */
export type ResolvedPerView = Record<'base' | BreakpointName, number>;

/** keen-slider's `breakpoints` option as this component builds it. */
export type KeenBreakpoints = Record<string, { slides: { perView: number; spacing: number } }>;

/** Breakpoint names from the widest to the narrowest: the order "below" overrides cascade in. */
export const breakpointsWidestFirst: readonly BreakpointName[] = (
  Object.keys(breakpoints) as BreakpointName[]
).sort((a, b) => breakpoints[b] - breakpoints[a]);

/** The interval used when `autoplay` is `true`. */
export const defaultAutoplayMs = 5000;

const clampPerView = (count: number): number => Math.max(1, Math.floor(count));

/** Resolves `perView` and the `below` overrides to a value for every viewport tier. */
export function resolvePerView(perView: number, below: PerViewBelow = {}): ResolvedPerView {
  const resolved: ResolvedPerView = {
    base: clampPerView(perView),
    xl: 0,
    lg: 0,
    md: 0,
    sm: 0,
    xs: 0,
  };
  let current = resolved.base;
  for (const name of breakpointsWidestFirst) {
    const override = below[name];
    if (override !== undefined) current = clampPerView(override);
    resolved[name] = current;
  }
  return resolved;
}

/**
 * Maps the `below` overrides to keen-slider's `breakpoints` option: one `max-width` media query
 * per override, widest first, because keen-slider applies the last matching query.
 */
export function toKeenBreakpoints(below: PerViewBelow, spacing: number): KeenBreakpoints {
  const result: KeenBreakpoints = {};
  for (const name of breakpointsWidestFirst) {
    const override = below[name];
    if (override !== undefined) {
      result[belowQuery(name)] = { slides: { perView: clampPerView(override), spacing } };
    }
  }
  return result;
}

/** The default accessible name of a slide: "1 of 6". */
export const defaultSlideLabel = (index: number, total: number): string =>
  `${index + 1} of ${total}`;

export interface SliderProps {
  /** The slides: each child becomes one slide. */
  children: ReactNode;
  /** Accessible name of the carousel, e.g. 'Our attorneys'; also ends the pause/play button's name. */
  label: string;
  /** Slides in view at the widest viewport. @default 1 */
  perView?: number;
  /** Slides in view below breakpoint widths, e.g. `{ xl: 3, md: 2, xs: 1 }`. @default {} */
  below?: PerViewBelow;
  /** Space between slides in px. @default 24 */
  spacing?: number;
  /** Wrap around endlessly; without it, Next on the last view rewinds to the first. @default false */
  loop?: boolean;
  /** Duration of a slide change in ms (keen-slider's animation duration); 0 under reduced motion. @default 1000 */
  speedMs?: number;
  /** Advance automatically: `true` for every 5000 ms, or an interval in ms. @default false */
  autoplay?: boolean | number;
  /** Name of the previous button. @default 'Previous slide' */
  previousLabel?: string;
  /** Name of the next button. @default 'Next slide' */
  nextLabel?: string;
  /** First word of the pause button's name ("Pause <label>"). @default 'Pause' */
  pauseLabel?: string;
  /** First word of the play button's name ("Play <label>"). @default 'Play' */
  playLabel?: string;
  /** Accessible name of each slide. @default (index, total) => `${index + 1} of ${total}` */
  slideLabel?: (index: number, total: number) => string;
  /** Extra class on the carousel's `section`. */
  className?: string;
}

// Plain buttons: the carousel's three controls need nothing beyond a click, and keeping
// react-aria out of the carousel keeps pages whose only widget is a carousel light.
const controlClass = buttonClassName({ tone: 'ghost', size: 'small' });

// keen-slider's default selector is a global class; our slides are simply the track's children.
const slideElements = (container: HTMLElement): HTMLElement[] =>
  Array.from(container.children).filter((node): node is HTMLElement => node instanceof HTMLElement);

const sameFlags = (a: readonly boolean[], b: readonly boolean[]): boolean =>
  a.length === b.length && a.every((flag, index) => flag === b[index]);

/** Marks the slides at least half in view; the others are made `inert`. */
function syncInView(slider: KeenSliderInstance, setInView: Dispatch<SetStateAction<boolean[]>>) {
  const details = slider.track.details;
  if (!details) return;
  const next = details.slides.map((slide) => slide.portion > 0.5);
  setInView((previous) => (sameFlags(previous, next) ? previous : next));
}

/**
 * keen-slider, loaded after hydration. The server-rendered track already lays the first slides
 * out at the right widths with CSS, so the slider engine is not needed for the first paint, and
 * leaving it out of the first load keeps pages with carousels light. Options are re-applied
 * when their serialisable part changes (keen-slider keeps the callbacks of the first options).
 */
function useDeferredKeenSlider(options: KeenSliderOptions<object>) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const instanceRef = useRef<KeenSliderInstance | null>(null);
  // Moves asked for before the engine arrived (a visitor pressing Next as the page loads): made
  // as soon as it has, in order, instead of being dropped.
  const pendingMoves = useRef<((slider: KeenSliderInstance) => void)[]>([]);
  const latestOptions = useRef(options);
  const signature = JSON.stringify(options);
  useEffect(() => {
    latestOptions.current = options;
  });
  useEffect(() => {
    let cancelled = false;
    void import('./sliderEngine.js').then(({ KeenSlider, comingPictures }) => {
      const container = containerRef.current;
      if (cancelled || !container) return;
      const slider = new KeenSlider(container, latestOptions.current, [comingPictures]);
      instanceRef.current = slider;
      for (const move of pendingMoves.current.splice(0)) move(slider);
    });
    return () => {
      cancelled = true;
      instanceRef.current?.destroy();
      instanceRef.current = null;
    };
  }, []);
  const appliedSignature = useRef(signature);
  useEffect(() => {
    if (appliedSignature.current === signature) return;
    appliedSignature.current = signature;
    instanceRef.current?.update(latestOptions.current);
  }, [signature]);
  /** Runs `move` on the engine now, or as soon as it has loaded. */
  const withSlider = useCallback((move: (slider: KeenSliderInstance) => void) => {
    if (instanceRef.current) move(instanceRef.current);
    else pendingMoves.current.push(move);
  }, []);
  return [containerRef, withSlider] as const;
}

/**
 * A carousel on keen-slider following the W3C APG carousel pattern: a labelled region, slides
 * named "n of m", previous/next buttons, and a pause/play button whenever autoplay is on. Give
 * slide pictures outside the first view `loading="lazy"`, and the first view's too when the
 * carousel sits below the fold: once one has loaded, the pictures of the slides beside the view
 * load ahead of their slide.
 */
export function Slider({
  children,
  label,
  perView = 1,
  below = {},
  spacing = 24,
  loop = false,
  speedMs = 1000,
  autoplay = false,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  pauseLabel = 'Pause',
  playLabel = 'Play',
  slideLabel = defaultSlideLabel,
  className,
}: SliderProps) {
  const slides = Children.toArray(children);
  const total = slides.length;
  const resolved = resolvePerView(perView, below);
  const reducedMotion = usePrefersReducedMotion();
  const trackId = useId();

  // Before keen-slider measures anything, the first `perView` slides are the ones in view.
  const [inView, setInView] = useState<boolean[]>(() =>
    Array.from({ length: total }, (_, index) => index < resolved.base),
  );

  // keen-slider deep-compares its options on every render and keeps the hooks of the first
  // one, so the hooks below may only use stable values (state setters).
  const [trackRef, withSlider] = useDeferredKeenSlider({
    loop,
    selector: slideElements,
    defaultAnimation: { duration: reducedMotion ? 0 : speedMs },
    slides: { perView: resolved.base, spacing },
    breakpoints: toKeenBreakpoints(below, spacing),
    created: (slider) => {
      // keen-slider positions the slides in the next animation frame; the static flex gap gives
      // way in that same frame, so no painted frame shows a shift. Set directly: React does not
      // own this attribute.
      requestAnimationFrame(() => slider.container.setAttribute('data-ready', ''));
      syncInView(slider, setInView);
    },
    detailsChanged: (slider) => syncInView(slider, setInView),
  });
  const go = useCallback(
    (direction: 1 | -1) =>
      withSlider((slider) => {
        const details = slider.track.details;
        if (!details) return;
        if (!loop && direction === 1 && details.abs >= details.maxIdx) {
          slider.moveToIdx(details.minIdx, true);
        } else if (!loop && direction === -1 && details.abs <= details.minIdx) {
          slider.moveToIdx(details.maxIdx, true);
        } else if (direction === 1) {
          slider.next();
        } else {
          slider.prev();
        }
      }),
    [withSlider, loop],
  );

  const autoplayMs = autoplay === true ? defaultAutoplayMs : autoplay || 0;
  const hasAutoplay = autoplayMs > 0;
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  // Under reduced motion rotation never starts by itself; the Play button lets a visitor opt in.
  const playing = hasAutoplay && (userPlaying ?? !reducedMotion);
  const rotating = playing && !hovered && !focusInside;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => go(1), autoplayMs);
    return () => window.clearInterval(timer);
  }, [rotating, autoplayMs, go]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Focus on the rotation control itself does not stop rotation (APG), anything else does.
    const target = event.target;
    setFocusInside(!(target instanceof Element && target.hasAttribute('data-rotation-control')));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.controls}>
        {hasAutoplay ? (
          <button
            type="button"
            data-rotation-control
            className={controlClass}
            aria-label={`${playing ? pauseLabel : playLabel} ${label}`}
            onClick={() => setUserPlaying(!playing)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        ) : null}
        <button
          type="button"
          className={controlClass}
          aria-label={previousLabel}
          aria-controls={trackId}
          onClick={() => go(-1)}
        >
          <ChevronIcon direction="previous" />
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={nextLabel}
          aria-controls={trackId}
          onClick={() => go(1)}
        >
          <ChevronIcon direction="next" />
        </button>
      </div>
      <div
        ref={trackRef}
        id={trackId}
        className={styles.viewport}
        aria-live={rotating ? 'off' : 'polite'}
        style={assignInlineVars({
          [styles.gap]: `${spacing}px`,
          [styles.perViewAt.base]: String(resolved.base),
          [styles.perViewAt.xl]: String(resolved.xl),
          [styles.perViewAt.lg]: String(resolved.lg),
          [styles.perViewAt.md]: String(resolved.md),
          [styles.perViewAt.sm]: String(resolved.sm),
          [styles.perViewAt.xs]: String(resolved.xs),
        })}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG slide is a `group`; a fieldset would suggest a form.
          <div
            key={isValidElement(slide) && slide.key !== null ? slide.key : index}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index, total)}
            className={styles.slide}
            inert={!(inView[index] ?? index < resolved.base)}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}

function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'next' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
