import { inactivityPhase, isPayOrderRoute } from '@comanda/domain';
import type { KioskEvent } from '../bridge/events.ts';

/**
 * Screens where nobody is ordering: no countdown there (a diner is not being timed out of anything). The
 * device's own out-of-service screens rest too; every other error screen (a failed payment, a refused
 * order) times out like the flow, so an order left there is cancelled and the totem goes home.
 */
const RESTING_ROUTES = [
  '/KioskWelcome',
  '/SelectRestaurant',
  '/ProfileLogin',
  '/KioskError/inactive',
  '/KioskError/notAvailable',
  '/testPrint',
];
const TICK_MS = 250;

export type ResetReason = 'inactivity' | 'order-cancelled';
export type InactivityWatchdog = ReturnType<typeof createInactivityWatchdog>;

/**
 * The kiosk's inactivity watchdog (spec/3 §9 'Inactivity'), owned by the main process so a hung or
 * reloaded page cannot keep an abandoned order on screen. The renderer reports activity and its route;
 * the watchdog pushes the modal's countdown and, at the end, runs `onReset`. `scale` speeds its clock
 * up for tests and demos (dev.timeScale; refused in production).
 */
export function createInactivityWatchdog(opts: {
  emit: (event: KioskEvent) => void;
  onReset: (reason: ResetReason) => Promise<void>;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  let lastActivity = now();
  let route = '';
  let scale = 1;
  let shown = 'active';
  let resetting = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const resting = () => route === '' || RESTING_ROUTES.some((r) => route === r || route.startsWith(`${r}/`));
  const show = (key: string, event: KioskEvent) => {
    if (key === shown) return;
    shown = key;
    opts.emit(event);
  };
  const backToActive = () => show('active', { type: 'inactivity', phase: 'active' });

  async function tick(): Promise<void> {
    if (resetting || resting()) return;
    const idleSeconds = ((now() - lastActivity) * scale) / 1000;
    const phase = inactivityPhase(idleSeconds, isPayOrderRoute(route));
    if (phase.phase === 'active') return backToActive();
    if (phase.phase === 'warning') {
      return show(`warning:${phase.secondsLeft}:${phase.ends}`, {
        type: 'inactivity',
        phase: 'warning',
        secondsLeft: phase.secondsLeft,
        ends: phase.ends,
      });
    }
    resetting = true;
    try {
      backToActive();
      await opts.onReset(phase.phase === 'cancel-order' ? 'order-cancelled' : 'inactivity');
    } finally {
      lastActivity = now();
      resetting = false;
    }
  }

  const restart = () => {
    if (timer) clearInterval(timer);
    timer = setInterval(() => void tick(), Math.max(1, Math.round(TICK_MS / scale)));
  };

  return {
    start: restart,
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    /** A touch, click, key or scroll: the countdown starts again and the modal closes. */
    activity(): void {
      lastActivity = now();
      backToActive();
    },
    /** The renderer moved: moving is a diner's doing, so it counts as activity too. */
    setRoute(next: string): void {
      route = next;
      lastActivity = now();
      backToActive();
    },
    setScale(next: number): void {
      // Keep the idle time reached so far: a change of speed must not move the diner's clock.
      const at = now();
      lastActivity = at - ((at - lastActivity) * scale) / next;
      scale = next;
      if (timer) restart();
    },
    tick,
  };
}
