/**
 * The moment a page the server drew has painted its largest picture: the cover photo it marks
 * `fetchpriority="high"` (the menu's cover, its LCP element) loaded or failed, and one frame drawn after
 * it. The site's scripts are asked for only then (main.tsx), so on a slow line they do not share the
 * bandwidth with that picture, and taking the page over (hydration) does not hold its paint.
 *
 * Never later than `capMs` after the call: on a line where the photo takes long, the page becomes live
 * anyway (taps are held meanwhile, early-clicks.ts).
 */
export function coverPainted(root: HTMLElement, capMs: number): Promise<void> {
  const cover = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const loaded =
    !cover || cover.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          cover.addEventListener('load', () => resolve(), { once: true });
          cover.addEventListener('error', () => resolve(), { once: true });
        });
  const capped = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  return Promise.race([loaded.then(afterNextPaint), capped]);
}

/** Settles after the next frame is drawn: an animation frame runs before the paint, a task after it. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
