/**
 * Taps on the server's page before the browser took it over (main.tsx, boot.tsx): its buttons show at once but do
 * nothing until React hydrated them, a moment after the scripts ran (the language's texts, the route's
 * code). Such a tap is held, and given again to the same button once the page is live, so a diner quick
 * to tap 'Delivery' or a product is not ignored. Links need no help: they work without scripts.
 * Returns the release: the held taps are replayed on the buttons still in the page, and taps flow again.
 */
export function holdEarlyClicks(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    // Not even React's own listener on the root: a part it has not hydrated would drop the tap anyway.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  root.addEventListener('click', hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    root.removeEventListener('click', hold, true);
    // A page drawn anew (not hydrated) has new buttons: the held ones are gone, and so are their taps.
    for (const button of held) if (button.isConnected) button.click();
  };
}
