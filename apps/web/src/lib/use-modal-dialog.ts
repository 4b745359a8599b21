import { useEffect, useRef, useSyncExternalStore } from 'react';

// The open modal dialogs, innermost last. While one is open the page behind it is inert (unreadable to a
// screen reader, unclickable), so the notifications move into it (components/notifications.tsx).
let openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const changed = (next: HTMLDialogElement[]) => {
  openDialogs = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topDialog = () => openDialogs.at(-1) ?? null;
const noDialog = () => null;

/** The innermost open modal dialog, or null: where anything that must stay reachable has to live. */
export function useTopModalDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topDialog, noDialog);
}

/**
 * Opens a native <dialog> as a modal while mounted: the browser keeps focus inside it (the page behind
 * becomes inert) and Escape fires `cancel`, which here calls `onClose` so the owner decides. Focus
 * returns to where it was when the dialog closes.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    changed([...openDialogs, dialog]);
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.close();
      changed(openDialogs.filter((open) => open !== dialog));
      before?.focus?.();
    };
  }, []);
  return ref;
}
