import { useCallback, useRef, useState } from 'react';
import { errorNotice } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notifications.ts';

/** Opens a new payment attempt of an order and answers the provider's page to go to. */
export type StartPayment = (iped: string) => Promise<string>;

/**
 * Pay now (spec/1 §4 'Pay later'), also after a decline: every press opens a NEW attempt (older ones close,
 * so a declined page is never paid again) and the browser goes to the provider's page. One press at a time;
 * a refusal is said as the site's slow error notice (spec/3 §8). The diner's order page and the order link's pages share it.
 */
export function usePayNow(start: StartPayment | null) {
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);
  const payNow = useCallback(
    async (iped: string) => {
      if (!start || busy.current) return;
      busy.current = true;
      setPaying(true);
      try {
        window.location.assign(await start(iped));
      } catch (e) {
        notify(errorNotice(e), { kind: 'slowError' });
        busy.current = false;
        setPaying(false);
      }
    },
    [start],
  );
  return { paying, payNow };
}
