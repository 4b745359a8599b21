import { useEffect, useRef } from 'react';

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
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.close();
      before?.focus?.();
    };
  }, []);
  return ref;
}
