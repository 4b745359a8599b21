import type { TLiveEvent, TLiveSubscribe, TWaiterCall } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { followCall } from './follow-call.ts';

// A diner's call is followed until staff acknowledge it (issue 14 item 4), across live reconnections.
const call = (acknowledgedAt: string | null): TWaiterCall => ({
  id: 'c1',
  irl: 'cmdDemoSantiagoPizza00001-1',
  mesa: '5',
  mesaName: 'Mesa 5',
  sector: 'Salón',
  kind: 'waiter',
  comment: '',
  createdAt: '2026-11-25T20:00:00.000Z',
  acknowledgedAt,
});

/** A live socket the test drives: what was subscribed, and its events and (re)connections. */
function fakeSocket() {
  const socket = {
    subscribed: null as TLiveSubscribe | null,
    event: (_: TLiveEvent) => {},
    connect: (_: boolean) => {},
    stopped: false,
  };
  const open = (
    subscribe: TLiveSubscribe,
    onEvent: (e: TLiveEvent) => void,
    onOpen?: (r: boolean) => void,
  ) => {
    socket.subscribed = subscribe;
    socket.event = onEvent;
    socket.connect = (reconnected) => onOpen?.(reconnected);
    return () => {
      socket.stopped = true;
    };
  };
  return { socket, open };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followCall', () => {
  it('reads the call again on every (re)connection, so an acknowledgement missed while away shows', async () => {
    const { socket, open } = fakeSocket();
    let server = call(null);
    const heard: TWaiterCall[] = [];
    const reads: string[] = [];
    const stop = followCall(
      { token: 'tok', callId: 'c1', onCall: (c) => heard.push(c) },
      {
        open,
        read: async (id) => {
          reads.push(id);
          return server;
        },
      },
    );
    expect(socket.subscribed).toEqual({ type: 'subscribe', restaurants: [], token: 'tok' });
    socket.connect(false);
    await settled();
    expect(heard.map((c) => c.acknowledgedAt)).toEqual([null]);
    // Staff acknowledge while the socket is away: the event is lost; the reconnection reads it.
    server = call('2026-11-25T20:01:00.000Z');
    socket.connect(true);
    await settled();
    expect(reads).toEqual(['c1', 'c1']);
    expect(heard.at(-1)?.acknowledgedAt).toBe('2026-11-25T20:01:00.000Z');
    stop();
    expect(socket.stopped).toBe(true);
  });

  it('hands on live waiter events and ignores others; a failed read changes nothing', async () => {
    const { socket, open } = fakeSocket();
    const heard: TWaiterCall[] = [];
    followCall(
      { token: 'tok', callId: 'c1', onCall: (c) => heard.push(c) },
      { open, read: () => Promise.reject(new Error('network')) },
    );
    socket.connect(true);
    await settled();
    expect(heard).toEqual([]);
    socket.event({ type: 'heartbeat', every: 10000 });
    socket.event({ type: 'waiter', call: call('2026-11-25T20:02:00.000Z') });
    expect(heard.map((c) => c.acknowledgedAt)).toEqual(['2026-11-25T20:02:00.000Z']);
  });
});
