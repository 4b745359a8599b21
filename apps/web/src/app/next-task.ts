/**
 * Settles in a later task of the browser: what follows runs as a task of its own, and the browser paints
 * and answers taps in between. The site's start is cut so (boot.tsx, hydration.ts): on a phone each part
 * stays a short task instead of one long one (issue 11: total blocking time). `scheduler.yield` where the
 * browser has it — the rest of the start then goes ahead of tasks queued meanwhile — else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
