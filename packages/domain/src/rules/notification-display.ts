/**
 * How long a notification stays on screen (spec/3 §8 'Error catalogue', also spec/1 §8): default 5 s, fast
 * 2 s, slow 7.5 s, slow error 10 s (the card save error of spec/1 §8 is one of these 10 s).
 */
export const NOTIFICATION_DURATIONS_MS = {
  default: 5000,
  fast: 2000,
  slow: 7500,
  slowError: 10_000,
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_DURATIONS_MS;

/** spec/3 §8 'Duplicate notifications', spec/1 §8: the same text again within 5 s is dropped. */
export const NOTIFICATION_DEDUPE_MS = 5000;

/** When a text was last shown: what the dedupe rule remembers. */
export type ShownNotification = { text: string; at: number };

/**
 * Whether a notification with this text may show at `now`, and what to remember next. A text shown less
 * than 5 s ago is dropped; a dropped one does not restart the window, so a refusal repeated every 4 s still
 * shows every other time rather than never again. Entries older than the window are forgotten.
 */
export function admitNotification(
  recent: readonly ShownNotification[],
  text: string,
  now: number,
): { admitted: boolean; recent: ShownNotification[] } {
  const live = recent.filter((shown) => now - shown.at < NOTIFICATION_DEDUPE_MS);
  if (live.some((shown) => shown.text === text)) return { admitted: false, recent: live };
  return { admitted: true, recent: [...live, { text, at: now }] };
}

/** spec/3 §2 'Consumer shell': the bell stops counting changes of check-in orders older than 240 minutes. */
export const CHECK_IN_NOTIFICATION_WINDOW_MINUTES = 240;
