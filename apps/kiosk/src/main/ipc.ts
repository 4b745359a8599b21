import { type BridgeReply, errorReply } from '@comanda/kiosk-device/bridge/bridge-reply.ts';
import { CHANNEL_NAMES } from '@comanda/kiosk-device/bridge/channel-names.ts';
import { type IpcMainInvokeEvent, ipcMain } from 'electron';

/**
 * One ipcMain.handle per channel. A call from any frame other than our own renderer (an injected
 * iframe, a page navigated away) is refused before the shared handler table sees it. Errors travel as
 * a reply envelope because Electron flattens thrown errors into a string and loses their code.
 */
export function setupBridgeIpc(opts: {
  invoke: (channel: string, payload: unknown) => Promise<unknown>;
  isOwnFrame: (url: string) => boolean;
}): void {
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, payload: unknown): Promise<BridgeReply> => {
      const frameUrl = event.senderFrame?.url ?? '';
      if (!opts.isOwnFrame(frameUrl)) {
        return {
          ok: false,
          error: { code: 'forbidden_sender', message: `Remitente no permitido: ${frameUrl}` },
        };
      }
      try {
        return { ok: true, data: await opts.invoke(channel, payload) };
      } catch (error) {
        return errorReply(error);
      }
    });
  }
}
