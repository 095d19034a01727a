import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Dispatch } from 'react';
import {
  Button as AriaButton,
  Modal as AriaModal,
  Dialog,
  ModalOverlay,
} from 'react-aria-components';
import * as styles from './ImageZoom.css.js';
import { type ZoomEvent, type ZoomState, zoomAnimationMs } from './ImageZoom.js';
import { ZoomIcon } from './ZoomIcon.js';

export interface ImageZoomDialogProps {
  state: ZoomState;
  dispatch: Dispatch<ZoomEvent>;
  src: string;
  largeSrc: string | undefined;
  alt: string;
  width: number;
  height: number;
  expandLabel: string;
  minimizeLabel: string;
}

/**
 * The zoomed view: react-aria's modal, dialog and focus scope, which `ImageZoom` loads the first
 * time a visitor reaches for the expand button, so a page with a zoomable picture does not load
 * them before anyone asks.
 */
export function ImageZoomDialog({
  state,
  dispatch,
  src,
  largeSrc,
  alt,
  width,
  height,
  expandLabel,
  minimizeLabel,
}: ImageZoomDialogProps) {
  return (
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
  );
}
