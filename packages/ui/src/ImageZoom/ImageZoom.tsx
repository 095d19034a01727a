import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.js';
import * as styles from './ImageZoom.css.js';
import { ZoomIcon } from './ZoomIcon.js';

/**
 * The zoomed view's module (react-aria's modal, dialog and focus scope: some 13 KB gzipped),
 * fetched when a visitor first points at, focuses or presses an expand button, instead of with
 * every page that shows a zoomable picture. The module map fetches it once, however often this
 * is called.
 */
const loadDialog = () => import('./ImageZoomDialog.js');
const ImageZoomDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ImageZoomDialog })),
);

/** The zoom's states, in the order a zoom goes through them. */
export const zoomStates = ['unloaded', 'loading', 'loaded', 'unloading'] as const;
export type ZoomState = (typeof zoomStates)[number];

/**
 * What can happen to a zoom: the visitor expands or minimizes it, the large image finishes
 * loading (or fails, which shows its alt text), the closing animation finishes.
 */
export const zoomEvents = ['expand', 'loaded', 'minimize', 'exited'] as const;
export type ZoomEvent = (typeof zoomEvents)[number];

const transitions: Record<ZoomState, Partial<Record<ZoomEvent, ZoomState>>> = {
  unloaded: { expand: 'loading' },
  loading: { loaded: 'loaded', minimize: 'unloading' },
  loaded: { minimize: 'unloading' },
  unloading: { exited: 'unloaded' },
};

/**
 * The zoom state machine: unloaded -> loading -> loaded -> unloading -> unloaded (and
 * loading -> unloading when closed before the image arrives). Other events leave the state as is.
 */
export function zoomReducer(state: ZoomState, event: ZoomEvent): ZoomState {
  return transitions[state][event] ?? state;
}

/** Length of the zoom animation in ms (skipped entirely under reduced motion). */
export const zoomAnimationMs = 300;

export interface ImageZoomProps {
  /** The image shown in the page. */
  src: string;
  /** Alternative text of the image; also names the zoomed view. Should not be empty. */
  alt: string;
  /** Intrinsic width in px (reserves space, avoids layout shift). */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** A larger file for the zoomed view. @default src */
  largeSrc?: string;
  /** Name of the button that opens the zoomed view. @default 'Expand image' */
  expandLabel?: string;
  /** Name of the button that closes it. @default 'Minimize image' */
  minimizeLabel?: string;
  /** Extra class on the root. */
  className?: string;
}

/**
 * An image with a button that shows it large in a modal view. Its state (unloaded, loading,
 * loaded, unloading) is exposed as `data-zoom-state` on the root and on the overlay.
 */
export function ImageZoom({
  src,
  alt,
  width,
  height,
  largeSrc,
  expandLabel = 'Expand image',
  minimizeLabel = 'Minimize image',
  className,
}: ImageZoomProps) {
  const [state, dispatch] = useReducer(zoomReducer, 'unloaded');
  // Once asked for, the view stays mounted and opens and closes with `isOpen`, as it did before
  // it was split off: unmounting it as the zoom closed left focus on the page's body now and then
  // on a busy machine (the Keyboard story) instead of returning it to the expand button.
  const [requested, setRequested] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (state !== 'unloading') return;
    if (reducedMotion) {
      dispatch('exited');
      return;
    }
    const timer = window.setTimeout(() => dispatch('exited'), zoomAnimationMs);
    return () => window.clearTimeout(timer);
  }, [state, reducedMotion]);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-zoom-state={state}>
      <img className={styles.image} src={src} alt={alt} width={width} height={height} />
      <AriaButton
        aria-label={expandLabel}
        className={styles.expand}
        onHoverStart={loadDialog}
        onFocus={loadDialog}
        onPressStart={loadDialog}
        onPress={() => {
          setRequested(true);
          dispatch('expand');
        }}
      >
        <span className={styles.badge}>
          <ZoomIcon kind="expand" />
        </span>
      </AriaButton>
      {requested && (
        // Until the dialog's code has arrived (a first press on a slow network), the root says
        // 'loading', as it does while the large picture loads.
        <Suspense fallback={null}>
          <ImageZoomDialog
            state={state}
            dispatch={dispatch}
            src={src}
            largeSrc={largeSrc}
            alt={alt}
            width={width}
            height={height}
            expandLabel={expandLabel}
            minimizeLabel={minimizeLabel}
          />
        </Suspense>
      )}
    </div>
  );
}
