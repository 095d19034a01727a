import { type FocusEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel next to it (the header's dropdown, search box and
 * mini-cart): the disclosure pattern, not a modal, so the page stays usable around it.
 *
 * - The button carries `aria-expanded` and `aria-controls`.
 * - Escape closes the panel and puts focus back on the button if focus was inside.
 * - A pointer press outside, or focus moving outside, closes it.
 * - On opening, focus moves to `initialFocusRef` when that ref is attached.
 */
export function usePopoverDisclosure<TInitialFocus extends HTMLElement = HTMLElement>() {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const initialFocusRef = useRef<TInitialFocus>(null);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((open) => !open), []);

  useEffect(() => {
    if (!isOpen) return;
    initialFocusRef.current?.focus();
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(containerRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = isInside(document.activeElement);
      setOpen(false);
      if (hadFocus) triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  // Focus moving to another control closes the panel. A null `relatedTarget` means focus went
  // nowhere in particular (a removed item's button, a click on plain text), which is left
  // alone: the outside-press handler covers clicks.
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }, []);

  return {
    isOpen,
    open: useCallback(() => setOpen(true), []),
    close,
    toggle,
    panelId,
    triggerRef,
    initialFocusRef,
    /** Spread on the element wrapping both the button and the panel. */
    containerProps: { ref: containerRef, onBlur },
    /** Spread on the toggle button (add the click handler yourself: `toggle` or your own). */
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
    },
    /** Spread on the panel. */
    panelProps: { id: panelId, hidden: !isOpen },
  };
}
