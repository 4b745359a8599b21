import { LIVE_HEARTBEAT_MS, liveSilenceLimitMs, type TLiveEvent } from '@comanda/domain';

/**
 * The client side of the live channel's heartbeat (issue 10 item 6), shared by the web's live socket (diner
 * and staff board) and the kiosk's main process. A dead connection often closes nothing: a phone leaving
 * Wi-Fi, a NAT forgetting the flow, a frozen proxy. The server sends a `heartbeat` every few seconds, so
 * when no message at all has arrived within liveSilenceLimitMs, `onSilent` is called once and the caller
 * drops the socket and reconnects. The limit follows the interval each heartbeat announces.
 */
export function watchSilence(onSilent: () => void, heartbeatMs = LIVE_HEARTBEAT_MS) {
  let limitMs = liveSilenceLimitMs(heartbeatMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const arm = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => {
      stopped = true;
      onSilent();
    }, limitMs);
    // In Node (the kiosk's main process) a watch alone must not keep the process alive.
    (timer as { unref?: () => void }).unref?.();
  };
  arm();

  return {
    /** Any message proves the line alive; a heartbeat also says how often to expect the next. */
    heard(event?: TLiveEvent) {
      if (event?.type === 'heartbeat') limitMs = liveSilenceLimitMs(event.every);
      arm();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export type SilenceWatch = ReturnType<typeof watchSilence>;
