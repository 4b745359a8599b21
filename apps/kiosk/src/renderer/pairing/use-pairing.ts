import type { TPairingState } from '@comanda/kiosk-device/bridge/events.ts';
import { useCallback, useEffect, useState } from 'react';
import { bridge } from '../bridge.ts';

/**
 * The pairing service's state: started once `ready` (the technician PIN is chosen), then followed through
 * main's pushed events.
 */
export function usePairing(ready: boolean): { state: TPairingState; retry(): void } {
  const [state, setState] = useState<TPairingState>({ status: 'idle' });
  const start = useCallback(() => {
    void bridge.pairing
      .start()
      .then(setState)
      .catch(() => setState({ status: 'error', message: '' }));
  }, []);
  useEffect(() => {
    const off = bridge.subscribe((event) => {
      if (event.type === 'pairing') setState(event.state);
    });
    if (ready) start();
    return off;
  }, [ready, start]);
  return { state, retry: start };
}
