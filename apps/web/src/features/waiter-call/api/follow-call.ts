import type { TWaiterCall } from '@comanda/domain';
import { openLiveSocket } from '../../../lib/live-socket.ts';
import { waiterCalls } from './waiter-api.ts';

type Deps = {
  open: typeof openLiveSocket;
  read: (id: string) => Promise<TWaiterCall>;
};

/**
 * Follows a call sent from this page until staff acknowledge it (issue 14 item 4): the `waiter` events of the
 * diner's live stream, and the call read again each time the socket (re)connects — an acknowledgement sent
 * while the socket was away (a phone's Wi-Fi gap) or before it subscribed is not sent again. A read that
 * fails changes nothing: the next event or connection brings the call. Returns the function that stops.
 */
export function followCall(
  input: { token: string; callId: string; onCall: (call: TWaiterCall) => void },
  deps: Deps = { open: openLiveSocket, read: waiterCalls.mine },
): () => void {
  const { token, callId, onCall } = input;
  return deps.open(
    { type: 'subscribe', restaurants: [], token },
    (event) => {
      if (event.type === 'waiter') onCall(event.call);
    },
    () => {
      deps.read(callId).then(onCall, () => undefined);
    },
  );
}
