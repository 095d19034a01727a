import type { ReactElement, ReactNode } from 'react';
import {
  Modal as AriaModal,
  Dialog,
  DialogTrigger,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { CloseIcon } from '../icons/CloseIcon.js';
import * as styles from './Modal.css.js';

/** Widths a modal can take. */
export const modalSizes = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /**
   * The element that opens the modal, usually a kit `Button`; focus returns to it on close.
   * Without a trigger, open the modal with `isOpen` and `onOpenChange`.
   */
  trigger?: ReactElement;
  /** Visible heading at the top; it also names the dialog. */
  title?: ReactNode;
  /** Accessible name of the dialog when there is no visible `title`. */
  'aria-label'?: string;
  /** The content, or a function that receives `close` (e.g. for a Cancel button). */
  children: ReactNode | ((renderProps: { close: () => void }) => ReactNode);
  /** Name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Maximum width of the panel. @default 'medium' */
  size?: ModalSize;
  /** Close on a click outside the panel (the backdrop) as well as with Escape. @default true */
  isDismissable?: boolean;
  /** Extra class on the panel. */
  className?: string;
}

/**
 * A modal dialog on react-aria-components: focus is trapped inside and returned on close,
 * Escape and (by default) a backdrop click close it, and it is named by its heading or
 * `aria-label`. Use `trigger` for the usual button-opens-dialog case, or control it.
 */
export function Modal({
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  'aria-label': ariaLabel,
  children,
  closeLabel = 'Close',
  size,
  isDismissable = true,
  className,
}: ModalProps) {
  const openState = { isOpen, defaultOpen, onOpenChange };
  const overlay = (
    <ModalOverlay
      {...(trigger ? {} : openState)}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <AriaModal className={[styles.modal({ size }), className].filter(Boolean).join(' ')}>
        <Dialog aria-label={title ? undefined : ariaLabel} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                {title ? (
                  <Heading slot="title" level={2} className={styles.title}>
                    {title}
                  </Heading>
                ) : null}
                <Button
                  tone="ghost"
                  size="small"
                  aria-label={closeLabel}
                  onPress={close}
                  className={styles.close}
                >
                  <CloseIcon />
                </Button>
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );

  if (!trigger) return overlay;
  return (
    <DialogTrigger {...openState}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}
