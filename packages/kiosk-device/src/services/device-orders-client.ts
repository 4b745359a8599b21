import { createOrdersClient, type OrdersClient } from '@comanda/api-client';
import type { TKioskIdentity } from '@comanda/domain';
import { NotPairedError } from './platform.ts';

/**
 * The orders API as the paired device (kio=1, its token as the bearer): saving, cancelling and reporting
 * card payments. Built per call, so a refreshed token or a new pairing is used at once.
 */
export function deviceOrdersClient(opts: {
  serverUrl: string;
  identity: () => TKioskIdentity | null;
  fetch?: typeof fetch;
}): () => OrdersClient {
  return () => {
    const identity = opts.identity();
    if (!identity?.to) throw new NotPairedError();
    return createOrdersClient({
      baseUrl: opts.serverUrl.replace(/\/+$/, ''),
      kiosk: true,
      amb: identity.amb,
      token: () => identity.to,
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
    });
  };
}
