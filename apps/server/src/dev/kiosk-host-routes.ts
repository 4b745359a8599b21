import { serverText } from '@comanda/i18n/server-text';
import { BridgeInputError, type BrowserHost } from '@comanda/kiosk-device/browser-host';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppPlugin } from '../app-deps.ts';
import { HttpError, notFound } from '../http/errors.ts';

const ZInvokeBody = z.object({ payload: z.unknown() });

/**
 * Browser mode of the kiosk (DESIGN 'How data flows' 5): the renderer at /kiosk/ reaches the same
 * device services Electron's main process runs, through this one route instead of IPC. The demo entry
 * adds it while COMANDA_BROWSER_KIOSK is on; the dev.* channels (time scale, the sandbox card terminal's
 * answer) are not found unless COMANDA_KIOSK_DEV_CHANNELS is on too.
 */
export const kioskHostRoutes =
  (kioskHost: () => BrowserHost | undefined, options: { devChannels: boolean }): AppPlugin =>
  async (app: FastifyInstance) => {
    app.post<{ Params: { channel: string } }>(
      '/kiosk-host/invoke/:channel',
      { config: { caller: 'anyone' } },
      async (request) => {
        if (!options.devChannels && request.params.channel.startsWith('dev.'))
          throw notFound('m1_err_dev_channel_unavailable');
        // Set once the server listens: the host calls the server back over HTTP.
        const host = kioskHost();
        if (!host) throw new HttpError(503, 'kiosk_host_starting', serverText('m1_err_kiosk_host_starting'));
        const { payload } = ZInvokeBody.parse(request.body ?? {});
        // Browser mode serves several totems; the renderer names its own (/kiosk/?device=…).
        const device = request.headers['x-kiosk-device'];
        try {
          const data = await host.invoke(
            request.params.channel,
            payload,
            typeof device === 'string' ? device : undefined,
          );
          return { ok: true, data: data ?? null };
        } catch (error) {
          if (error instanceof BridgeInputError)
            throw new HttpError(400, 'bad_input', serverText(error.key, error.params));
          throw error;
        }
      },
    );
  };
