import { ApiError, createApiClient, type KioskPairingClient } from '@comanda/api-client';
import type { TPortalRestaurants, TPriceCheckResult, TStockLine } from '@comanda/domain';
import { BridgeInputError } from './bridge-input-error.ts';
import { NotPairedError } from './platform.ts';
import type { KioskSession } from './session.ts';

type DeviceStatus = 'ok' | 'inactive' | 'notAvailable' | 'offline';

/**
 * The kiosk's own platform calls beside the menu (spec/3 §4 'Kiosk errors', §5 'Table number', §7):
 * device check, locator table, price check, a portal's restaurants and the portal diner's choice.
 */
export function createKioskCalls(opts: {
  api: KioskPairingClient;
  session: KioskSession;
  serverUrl: string;
}) {
  const { api, session } = opts;
  const identity = () => {
    const id = session.identity();
    if (!id) throw new NotPairedError();
    return id;
  };

  async function portalRestaurants(): Promise<TPortalRestaurants> {
    const portal = session.portal();
    if (!portal) throw new NotPairedError();
    return api.portalRestaurants(portal.country, portal.idPortal);
  }

  return {
    /** 401 → inactive, 403 → notAvailable, as data (spec/3 §4); a device without a token is the demo seed. */
    async check(): Promise<{ status: DeviceStatus }> {
      const id = session.identity();
      const portal = session.portal();
      const token = id?.to || portal?.to;
      if (!token) return { status: id ? 'ok' : 'notAvailable' };
      try {
        await api.deviceCheck(token, portal && id ? id.ir : undefined);
        return { status: 'ok' };
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return { status: 'inactive' };
        if (error instanceof ApiError && error.status === 403) return { status: 'notAvailable' };
        return { status: 'offline' };
      }
    },

    async table(mesa: string) {
      const id = identity();
      try {
        return { found: true as const, table: await api.table(`${id.ir}-${id.il}`, mesa) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404)
          return { found: false as const, message: error.message };
        throw error;
      }
    },

    async priceCheck(input: { tipo: 4 | 5; lines: TStockLine[] }): Promise<TPriceCheckResult> {
      const id = identity();
      const client = createApiClient({
        baseUrl: opts.serverUrl.replace(/\/+$/, ''),
        kiosk: true,
        amb: id.amb,
      });
      return client.priceCheck({ irl: `${id.ir}-${id.il}`, dk: id.dk, tipo: input.tipo, lines: input.lines });
    },

    portalRestaurants,

    /** The portal diner's restaurant: platform calls go there until the next reset. */
    async choose(ir: string): Promise<void> {
      const portal = session.portal();
      if (!portal) throw new NotPairedError();
      const restaurant = (await portalRestaurants()).restaurants.find((r) => r.ir === ir && r.kiosk);
      if (!restaurant) throw new BridgeInputError('m1_err_portal_restaurant_unavailable');
      const local = portal.idLocales.find((l) => l.ir === ir);
      session.choose({
        ir: restaurant.ir,
        il: restaurant.il,
        dk: restaurant.dk,
        nm: portal.name,
        dp: local?.idTotem ?? '',
        iu: portal.iu,
        to: portal.to,
        pa: restaurant.pais,
        sid: restaurant.simpleId,
        amb: 'PROD',
      });
    },
  };
}

export type KioskCalls = ReturnType<typeof createKioskCalls>;
