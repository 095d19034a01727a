import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useReducer } from 'react';
import {
  Button as AriaButton,
  Modal as AriaModal,
  Dialog,
  ModalOverlay,
} from 'react-aria-components';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.js';
import * as styles from './ImageZoom.css.js';

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
        onPress={() => dispatch('expand')}
      >
        <span className={styles.badge}>
          <ZoomIcon kind="expand" />
        </span>
      </AriaButton>
      <ModalOverlay
        isOpen={state !== 'unloaded'}
        onOpenChange={(open) => {
          if (!open) dispatch('minimize');
        }}
        isDismissable
        className={styles.overlay}
        data-zoom-state={state}
        style={assignInlineVars({ [styles.duration]: `${zoomAnimationMs}ms` })}
      >
        <AriaModal className={styles.modal}>
          <Dialog
            aria-label={alt || expandLabel}
            aria-busy={state === 'loading'}
            className={styles.dialog}
          >
            <img
              className={styles.largeImage}
              src={largeSrc ?? src}
              alt={alt}
              width={width}
              height={height}
              ref={(image) => {
                // A cached image may be complete before React listens for `load`.
                if (image?.complete) dispatch('loaded');
              }}
              onLoad={() => dispatch('loaded')}
              onError={() => dispatch('loaded')}
            />
            <AriaButton
              aria-label={minimizeLabel}
              className={styles.minimize}
              onPress={() => dispatch('minimize')}
            >
              <ZoomIcon kind="minimize" />
            </AriaButton>
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </div>
  );
}

function ZoomIcon({ kind }: { kind: 'expand' | 'minimize' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={
          kind === 'expand'
            ? 'M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7'
            : 'M20 4l-6 6M14 4v6h6M4 20l6-6M10 20v-6H4'
        }
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
