import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';

/** Opens a new payment attempt of an order and answers the provider's page to go to. */
export type StartPayment = (iped: string) => Promise<string>;

/**
 * Pay now (spec/1 §4 'Pay later'), also after a decline: every press opens a NEW attempt (older ones close,
 * so a declined page is never paid again) and the browser goes to the provider's page. One press at a time;
 * a refusal comes back as a readable message. The diner's order page and the order link's pages share it.
 */
export function usePayNow(start: StartPayment | null) {
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const payNow = useCallback(
    async (iped: string) => {
      if (!start || busy.current) return;
      busy.current = true;
      setPaying(true);
      setError(null);
      try {
        window.location.assign(await start(iped));
      } catch (e) {
        setError(errorMessage(e));
        busy.current = false;
        setPaying(false);
      }
    },
    [start],
  );
  return { paying, error, payNow };
}
