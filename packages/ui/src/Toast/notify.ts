import { type Toast, type ToastOptions, toast } from 'react-hot-toast/headless';

// The notification API on its own: code that only raises toasts (every shop action) loads
// this, not the Toaster that renders them.

/** The kinds of notification, each with its own colour, icon and spoken prefix. */
export const toastKinds = ['success', 'error', 'info', 'warning'] as const;
export type ToastKind = (typeof toastKinds)[number];

/** A `{ kind, message }` outcome, e.g. what a cart action returns. */
export interface ToastOutcome {
  kind: ToastKind;
  message: string;
}

/** Options of one notification. */
export type NotifyOptions = Pick<ToastOptions, 'id' | 'duration' | 'toasterId'>;

// react-hot-toast knows success, error and blank; info and warning are remembered here by id.
const kindsById = new Map<string, ToastKind>();

/**
 * Shows a notification in the `Toaster` and returns its id. Errors are announced assertively
 * (`role="alert"`), the other kinds politely (`role="status"`).
 */
export function notify(kind: ToastKind, message: string, options: NotifyOptions = {}): string {
  const opts: ToastOptions = {
    ...options,
    ariaProps:
      kind === 'error'
        ? { role: 'alert', 'aria-live': 'assertive' }
        : { role: 'status', 'aria-live': 'polite' },
  };
  const show = kind === 'success' ? toast.success : kind === 'error' ? toast.error : toast;
  const id = show(message, opts);
  kindsById.set(id, kind);
  return id;
}

/** Shows a `{ kind, message }` outcome as a notification (e.g. straight from a cart action). */
export function showToast(outcome: ToastOutcome, options: NotifyOptions = {}): string {
  return notify(outcome.kind, outcome.message, options);
}

/** Dismisses one notification by id, or all of them. */
export function dismissToast(id?: string, toasterId?: string): void {
  toast.dismiss(id, toasterId);
}

/** The kind a notification was raised with. */
export function kindOf(item: Toast): ToastKind {
  return (
    kindsById.get(item.id) ??
    (item.type === 'success' || item.type === 'error' ? item.type : 'info')
  );
}

/** Drops the remembered kind of a notification that has left the screen. */
export function forgetToastKind(id: string): void {
  kindsById.delete(id);
}
