import type { TPairingState } from '@comanda/kiosk-device/bridge/events.ts';
import { useEffect, useState } from 'react';
import { bridge } from '../bridge.ts';

/** The pairing service's state: started on mount, then followed through main's pushed events. */
export function usePairing(): { state: TPairingState; retry(): void } {
  const [state, setState] = useState<TPairingState>({ status: 'idle' });
  useEffect(() => {
    const off = bridge.subscribe((event) => {
      if (event.type === 'pairing') setState(event.state);
    });
    void bridge.pairing
      .start()
      .then(setState)
      .catch(() => setState({ status: 'error', message: '' }));
    return off;
  }, []);
  const retry = () => {
    void bridge.pairing
      .start()
      .then(setState)
      .catch(() => setState({ status: 'error', message: '' }));
  };
  return { state, retry };
}
