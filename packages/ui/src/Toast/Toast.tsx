import { setElementVars } from '@vanilla-extract/dynamic';
import {
  type FocusEvent,
  type PointerEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { resolveValue, type Toast, toast, useToaster } from 'react-hot-toast/headless';
import { CloseIcon } from '../icons/CloseIcon.js';
import { visuallyHidden } from '../theme/utilities.css.js';
import { forgetToastKind, kindOf, type ToastKind } from './notify.js';
import * as styles from './Toast.css.js';

/** Corners the toast stack can sit in. */
export const toasterPositions = ['top-right', 'top-left', 'bottom-right', 'bottom-left'] as const;
export type ToasterPosition = (typeof toasterPositions)[number];

/** The spoken prefixes that name each kind for screen readers. */
export const defaultKindLabels: Record<ToastKind, string> = {
  success: 'Success:',
  error: 'Error:',
  info: 'Info:',
  warning: 'Warning:',
};

/** Share of a toast's width it must be dragged sideways to be dismissed. */
export const defaultDragThreshold = 0.8;

/**
 * Whether a sideways drag of `dragDistancePx` (either direction) dismisses a toast that is
 * `toastWidthPx` wide: it must reach `threshold` (a share of the width, 0.8 = 80%).
 */
export function shouldDismissOnDrag(
  dragDistancePx: number,
  toastWidthPx: number,
  threshold = defaultDragThreshold,
): boolean {
  if (!(toastWidthPx > 0) || !Number.isFinite(dragDistancePx)) return false;
  return Math.abs(dragDistancePx) >= toastWidthPx * threshold;
}

export interface ToasterProps {
  /** Corner of the viewport the stack sits in. @default 'top-right' */
  position?: ToasterPosition;
  /** Time in ms before a notification closes by itself (paused on hover, focus and window blur). @default 5000 */
  duration?: number;
  /** Accessible name of the notifications region. @default 'Notifications' */
  label?: string;
  /** Name of each notification's dismiss button. @default 'Dismiss notification' */
  dismissLabel?: string;
  /** Visually hidden prefixes naming each kind. @default { success: 'Success:', error: 'Error:', info: 'Info:', warning: 'Warning:' } */
  kindLabels?: Partial<Record<ToastKind, string>>;
  /** Share of its width a toast must be dragged sideways to be dismissed. @default 0.8 */
  dragThreshold?: number;
  /** Pause the timers while the browser window has no focus. @default true */
  pauseOnFocusLoss?: boolean;
  /** Show only notifications sent with this `toasterId` (for several independent toasters). */
  toasterId?: string;
}

/**
 * The one place notifications appear; render it once near the root of the app. Built on
 * react-hot-toast's headless `useToaster`, with its own markup, pause rules and drag to dismiss.
 */
export function Toaster({
  position = 'top-right',
  duration = 5000,
  label = 'Notifications',
  dismissLabel = 'Dismiss notification',
  kindLabels,
  dragThreshold = defaultDragThreshold,
  pauseOnFocusLoss = true,
  toasterId,
}: ToasterProps) {
  const { toasts, handlers } = useToaster({ duration }, toasterId);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [windowBlurred, setWindowBlurred] = useState(false);
  const [dragging, setDragging] = useState(false);
  const labels = { ...defaultKindLabels, ...kindLabels };

  // `endPause` changes identity with the pause state; the effect below must not re-run for that.
  const latestHandlers = useRef(handlers);
  useLayoutEffect(() => {
    latestHandlers.current = handlers;
  });

  const paused = hovered || focusInside || (pauseOnFocusLoss && windowBlurred) || dragging;
  useEffect(() => {
    if (paused) latestHandlers.current.startPause();
    else latestHandlers.current.endPause();
  }, [paused]);

  useEffect(() => {
    const onBlur = () => setWindowBlurred(true);
    const onFocus = () => setWindowBlurred(false);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  // Forget the kinds of notifications this toaster no longer shows.
  const shownIds = useRef<string[]>([]);
  useEffect(() => {
    const current = toasts.map((item) => item.id);
    for (const id of shownIds.current) if (!current.includes(id)) forgetToastKind(id);
    shownIds.current = current;
  }, [toasts]);

  const onBlurInside = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  return (
    <section aria-label={label}>
      <ol
        className={styles.region({ position })}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocusInside(true)}
        onBlur={onBlurInside}
      >
        {toasts.map((item) => (
          <ToastItem
            key={item.id}
            item={item}
            kind={kindOf(item)}
            kindLabel={labels[kindOf(item)]}
            dismissLabel={dismissLabel}
            dragThreshold={dragThreshold}
            onDragChange={setDragging}
          />
        ))}
      </ol>
    </section>
  );
}

interface ToastItemProps {
  item: Toast;
  kind: ToastKind;
  kindLabel: string;
  dismissLabel: string;
  dragThreshold: number;
  onDragChange: (dragging: boolean) => void;
}

interface DragState {
  pointerId: number;
  startX: number;
  distance: number;
}

function ToastItem({
  item,
  kind,
  kindLabel,
  dismissLabel,
  dragThreshold,
  onDragChange,
}: ToastItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  const drag = useRef<DragState | null>(null);
  const [dragging, setDragging] = useState(false);
  // The live region gets its text one frame after it is in the document, so screen readers
  // notice the change and announce it.
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAnnounced(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const setOffset = (distance: number, width: number) => {
    if (!ref.current) return;
    const progress = width > 0 ? Math.min(1, Math.abs(distance) / width) : 0;
    setElementVars(ref.current, {
      [styles.dragX]: `${distance}px`,
      [styles.dragOpacity]: String(1 - progress * 0.6),
    });
  };

  const toggleDragging = (value: boolean) => {
    setDragging(value);
    onDragChange(value);
  };

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || !item.visible) return;
    // The dismiss button keeps its own press behaviour.
    if (event.target instanceof Element && event.target.closest('button')) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, distance: 0 };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or already-released pointers cannot be captured; dragging still works.
    }
    toggleDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    current.distance = event.clientX - current.startX;
    setOffset(current.distance, event.currentTarget.offsetWidth);
  };

  const endDrag = (event: PointerEvent<HTMLLIElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    drag.current = null;
    toggleDragging(false);
    const width = event.currentTarget.offsetWidth;
    if (!cancelled && shouldDismissOnDrag(current.distance, width, dragThreshold)) {
      // Carry on off-screen in the direction of the drag, then leave.
      setOffset(Math.sign(current.distance) * width * 1.2, width);
      toast.dismiss(item.id);
    } else {
      setOffset(0, width);
    }
  };

  return (
    <li
      ref={ref}
      className={`${styles.toast} ${styles.kind[kind]}`}
      data-kind={kind}
      data-visible={item.visible}
      data-dragging={dragging || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
    >
      <KindIcon kind={kind} />
      <div
        className={styles.message}
        role={item.ariaProps.role}
        aria-live={item.ariaProps['aria-live']}
        aria-atomic="true"
      >
        {announced ? (
          <>
            <span className={visuallyHidden}>{kindLabel} </span>
            {resolveValue(item.message, item)}
          </>
        ) : null}
      </div>
      {/* A plain button: every page loads the toaster, and it needs nothing beyond a click. */}
      <button
        type="button"
        aria-label={dismissLabel}
        className={styles.dismiss}
        onClick={() => toast.dismiss(item.id)}
      >
        <CloseIcon className={styles.dismissIcon} />
      </button>
    </li>
  );
}

const kindPaths: Record<ToastKind, string> = {
  success:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.2-4.5-4.5 1.4-1.4 3.1 3.1 5.9-5.9 1.4 1.4z',
  error:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm3.5 12.1-1.4 1.4L12 13.4l-2.1 2.1-1.4-1.4 2.1-2.1-2.1-2.1 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  warning: 'M12 2 1 21h22zm1 16h-2v-2h2zm0-4h-2V9h2z',
};

function KindIcon({ kind }: { kind: ToastKind }) {
  return (
    <svg
      className={`${styles.icon} ${styles.kindIcon[kind]}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={kindPaths[kind]} fill="currentColor" />
    </svg>
  );
}
