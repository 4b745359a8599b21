import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback that can go silent, for liveness tests: `freeze()` stops forwarding on every
 * connection open at that moment, in both directions, without closing anything, as a pulled cable or a
 * hung NAT would. Neither end hears a FIN or a reset; only pings and heartbeats can tell. Connections made
 * after the freeze are forwarded normally, so a client that reconnects gets through.
 */
export async function startFreezingProxy(targetPort: number) {
  const live = new Set<{ client: Socket; upstream: Socket }>();
  const frozen: Socket[] = [];
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    const pair = { client, upstream };
    live.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const forget = () => {
      live.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget);
    upstream.on('error', forget);
    client.on('close', forget);
    upstream.on('close', forget);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    /** How many connections are being forwarded now (frozen ones excluded). */
    get connections() {
      return live.size;
    },
    freeze() {
      for (const pair of live) {
        const { client, upstream } = pair;
        client.unpipe(upstream);
        upstream.unpipe(client);
        // Swallow whatever still arrives, and never pass on a close: the other end must learn nothing.
        for (const socket of [client, upstream]) {
          socket.removeAllListeners('close');
          socket.removeAllListeners('error');
          socket.on('data', () => {});
          socket.on('error', () => {});
          frozen.push(socket);
        }
      }
      live.clear();
    },
    async close() {
      for (const { client, upstream } of live) {
        client.destroy();
        upstream.destroy();
      }
      for (const socket of frozen) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FreezingProxy = Awaited<ReturnType<typeof startFreezingProxy>>;
