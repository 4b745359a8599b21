import { useEffect, useState } from 'react';
import { bridge } from '../bridge.ts';

/**
 * spec/3 §4: 'printed' starts true unless adte is set, and turns true on the print-done signal: the
 * server's ticket job for this order came out of this device's printer (a `ticket` event, or already
 * printed before the screen asked). Nothing is printed here: the server's job is the one copy.
 */
export function useTicketPrinted(iped: string | null, adte: boolean): boolean {
  const [printed, setPrinted] = useState(!adte);
  useEffect(() => {
    if (!adte || !iped) return;
    const unsubscribe = bridge.subscribe((event) => {
      if (event.type === 'ticket' && event.iped === iped) setPrinted(true);
    });
    void bridge.order
      .ticketPrinted({ iped })
      .then((done) => done && setPrinted(true))
      .catch(() => undefined);
    return unsubscribe;
  }, [iped, adte]);
  return printed;
}
