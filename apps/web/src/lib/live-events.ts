import { type TLiveEvent, ZLiveEvent } from '@comanda/domain';

/**
 * A live message checked against its contract, or null when it does not match (it is ignored). Loaded by the
 * live socket with the first event its page handles (live-socket.ts): the contracts and zod stay off the menu
 * page's first load (issue 11).
 */
export function parseLiveEvent(data: unknown): TLiveEvent | null {
  const event = ZLiveEvent.safeParse(data);
  return event.success ? event.data : null;
}
