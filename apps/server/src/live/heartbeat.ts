import type { TLiveHeartbeat } from '@comanda/domain';

/** What the heartbeat needs of a WebSocket: the ws socket satisfies it, a test double can too. */
export type BeatingSocket = {
  readonly readyState: number;
  send(data: string): void;
  ping(): void;
  terminate(): void;
  close(code?: number, reason?: string): void;
  on(event: 'pong' | 'close', listener: () => void): void;
};

const OPEN = 1;

/**
 * Keeps the live sockets of this instance honest (issue 10 item 6). Every `everyMs` each socket gets a
 * WebSocket ping and a `heartbeat` message: the ping is for the server (a peer that has not answered the
 * previous one by now is gone, pulled cable or frozen proxy, and is terminated, which frees its
 * subscriptions through its close), the message is for the client, which cannot see pings in a browser
 * and reconnects when heartbeats stop. A new socket gets a heartbeat at once, so it learns the interval.
 */
export function createHeartbeat(everyMs: number) {
  const sockets = new Set<BeatingSocket>();
  const awaitingPong = new WeakSet<BeatingSocket>();
  const beat = JSON.stringify({ type: 'heartbeat', every: everyMs } satisfies TLiveHeartbeat);

  function tick() {
    for (const socket of sockets) {
      if (awaitingPong.has(socket)) {
        sockets.delete(socket);
        socket.terminate();
        continue;
      }
      if (socket.readyState !== OPEN) continue;
      awaitingPong.add(socket);
      socket.ping();
      socket.send(beat);
    }
  }

  const timer = setInterval(tick, everyMs);
  timer.unref();

  return {
    watch(socket: BeatingSocket) {
      sockets.add(socket);
      socket.on('pong', () => awaitingPong.delete(socket));
      socket.on('close', () => sockets.delete(socket));
      if (socket.readyState === OPEN) socket.send(beat);
    },
    /** How many sockets are being watched (tests, and a number worth logging at shutdown). */
    get size() {
      return sockets.size;
    },
    /**
     * Closes every socket with `code` (1001 'going away' at shutdown: clients reconnect, to this server once
     * restarted or to another instance) and stops beating.
     */
    closeAll(code: number, reason: string) {
      clearInterval(timer);
      for (const socket of sockets) socket.close(code, reason);
      sockets.clear();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type Heartbeat = ReturnType<typeof createHeartbeat>;
