import {
  LIVE_HEARTBEAT_MS,
  LIVE_PATH,
  type TLiveError,
  type TLiveSubscribed,
  ZLiveSubscribe,
} from '@comanda/domain';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { describeInvalid } from '../http/errors.ts';
import { type BeatingSocket, createHeartbeat } from '../live/heartbeat.ts';
import { createLiveHub, type LiveSocket } from '../live/live-hub.ts';
import { orderTopics } from './orders-live-topics.ts';

/** Client messages are one small subscribe; anything bigger is not one. */
const MAX_MESSAGE_BYTES = 16 * 1024;

type Socket = LiveSocket &
  BeatingSocket & {
    on(event: 'message', listener: (data: unknown) => void): void;
  };

/** WebSocket close code 1001 'going away': the server is stopping; clients reconnect. */
const GOING_AWAY = 1001;

/**
 * What the OpenAPI document says of the WebSocket: its messages are the packages/domain contracts of
 * contracts/live.ts, which clients parse.
 */
const LIVE_DESCRIPTION = [
  'A WebSocket (GET with Upgrade). Anyone may connect; order streams need their tokens (spec/3 §4 Realtime sync).',
  'Client → server, `ZLiveSubscribe`: `{ type: "subscribe", restaurants: string[] (≤ 50), token?: a diner session',
  '(`ped` of their orders), staff?: { token, irl } (module 5000: `ped` of the venue board), device?: a kiosk device',
  'token (`ped` of its orders, `dte` print jobs), order?: an order id as its ticket link carries it (`ped` of',
  'that order only, for anyone holding the link), bill?: { token, ic } (a diner at the table: `bill` events) }`.',
  'Messages over 16 KiB are refused.',
  'Server → client, `ZLiveEvent`: `{ type: "subscribed", restaurants, orders?, board?, device?, order?, bill? }`;',
  '`{ type: "stock", ir, levels: ZStockLevel[] }` (sold-out updates, spec/1 §4 Cart lifecycle);',
  '`{ type: "catalog", ir, version }` (the back office saved a change: read the menu again);',
  '`{ type: "ped", iped, io, sp, ss, stdvy, m_id, ioext, imTxt, ir }` (order status, spec/3 §3 Order events);',
  '`{ type: "bill", ic }` (a table\'s bill changed: read GET /srv/getgaeorder again, issue 14 item 5);',
  '`{ type: "dte", device_id, id, args? }` (a print job, spec/3 §4; without args read GET /srv/print/pending);',
  '`{ type: "error", message }` (a message the server could not use; the socket stays open).',
].join('\n');

/**
 * The live WebSocket at LIVE_PATH (DESIGN 'How data flows' 4). A client subscribes to the restaurants it
 * shows and receives their stock events (spec/1 §4 'Cart lifecycle'). A message the server cannot use is
 * answered with a readable error and the socket stays open: one bad message does not cost the screen its
 * live updates.
 */
export async function liveRoutes(app: FastifyInstance, { db, clock, liveHeartbeatMs }: AppDeps) {
  const heartbeat = createHeartbeat(liveHeartbeatMs ?? LIVE_HEARTBEAT_MS);
  // Before the plugin's own preClose: at shutdown sockets are closed first, with a code that says why.
  app.addHook('preClose', (done) => {
    heartbeat.closeAll(GOING_AWAY, 'El servidor se está deteniendo');
    done();
  });
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const hub = createLiveHub(db, app.log);
  await hub.start();
  app.addHook('onClose', () => hub.stop());

  app.get(
    LIVE_PATH,
    {
      websocket: true,
      schema: { summary: 'Live events (WebSocket)', description: LIVE_DESCRIPTION, tags: ['live'] },
      config: { caller: 'anyone' },
    },
    (raw) => {
      const socket = raw as unknown as Socket;
      heartbeat.watch(socket);
      const reply = (message: TLiveSubscribed | TLiveError) => socket.send(JSON.stringify(message));
      socket.on('message', (data) => {
        let message: unknown;
        try {
          message = JSON.parse(String(data));
        } catch {
          return reply({ type: 'error', message: 'Mensaje inválido: no es JSON' });
        }
        const parsed = ZLiveSubscribe.safeParse(message);
        if (!parsed.success) return reply({ type: 'error', message: describeInvalid(parsed.error).message });
        const restaurants = hub.subscribe(socket, parsed.data.restaurants);
        // Order streams need their tokens checked (a query); stock-only subscribes never wait for one.
        const { token, staff, device, order, bill } = parsed.data;
        if (!token && !staff && !device && !order && !bill) {
          hub.watchTopics(socket, []);
          return reply({
            type: 'subscribed',
            restaurants,
            orders: false,
            board: null,
            device: null,
            order: null,
            bill: null,
          });
        }
        orderTopics(db, parsed.data, clock())
          .then((joined) => {
            if (socket.readyState !== 1) return;
            hub.watchTopics(socket, joined.topics);
            if (joined.refused.length > 0)
              reply({ type: 'error', message: `No autorizado: ${joined.refused.join('; ')}` });
            reply({
              type: 'subscribed',
              restaurants,
              orders: joined.orders,
              board: joined.board,
              device: joined.device,
              order: joined.order,
              bill: joined.bill,
            });
          })
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'live subscribe failed');
            reply({ type: 'error', message: 'Algo salió mal / Vuelve a intentar.' });
          });
      });
      socket.on('close', () => hub.drop(socket));
    },
  );
}
