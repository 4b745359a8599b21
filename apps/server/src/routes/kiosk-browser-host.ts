import { BridgeInputError } from '@comanda/kiosk/browser-host';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { AppDeps } from '../app.ts';
import { HttpError } from '../http/errors.ts';

const ZInvokeBody = z.object({ payload: z.unknown() });

/**
 * Browser mode of the kiosk (DESIGN 'How data flows' 5): the renderer at /kiosk/ reaches the same
 * device services Electron's main process runs, through this one route instead of IPC.
 */
export async function kioskBrowserHostRoutes(app: FastifyInstance, { kioskHost }: AppDeps) {
  app.post<{ Params: { channel: string } }>(
    '/kiosk-host/invoke/:channel',
    { config: { caller: 'anyone' } },
    async (request) => {
      const host = kioskHost();
      if (!host)
        throw new HttpError(
          503,
          'kiosk_host_off',
          'El kiosco en modo navegador no está activo en este servidor',
        );
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
        if (error instanceof BridgeInputError) throw new HttpError(400, 'bad_input', error.message);
        throw error;
      }
    },
  );
}
