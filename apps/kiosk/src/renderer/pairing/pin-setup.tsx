import { useTranslation } from '@comanda/i18n/react';
import { BridgeCallError } from '@comanda/kiosk-device/bridge/bridge-reply.ts';
import { useState } from 'react';
import { refusalText } from '../app/refusal-text.ts';
import { bridge } from '../bridge.ts';
import { PinEntry } from '../technician/pin-entry.tsx';

/**
 * The pairing screen's first step (issue 12 item 6): the technician chooses the PIN, twice, before the code
 * appears. The device keeps only its salted hash; the menu and clearing local data will ask for it.
 */
export function PinSetup({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const [first, setFirst] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (pin: string) => {
    if (first === null) {
      setError('');
      return setFirst(pin);
    }
    if (pin !== first) {
      setFirst(null);
      return setError(t('m2000_tech_pin_mismatch'));
    }
    setBusy(true);
    try {
      await bridge.technician.setPin({ pin });
      onDone();
    } catch (e) {
      setFirst(null);
      // The device's refusal says why, in the totem's language; any other failure gets the general text.
      setError(e instanceof BridgeCallError && e.text ? refusalText(e.text) : t('m2000_tech_pin_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PinEntry
      // A new key: the second entry starts empty.
      key={first === null ? 'choose' : 'repeat'}
      title={t(first === null ? 'm2000_tech_choose_pin' : 'm2000_tech_repeat_pin')}
      hint={t(first === null ? 'm2000_tech_choose_pin_hint' : 'm2000_tech_repeat_pin_hint')}
      error={error}
      busy={busy}
      onSubmit={(pin) => void submit(pin)}
    />
  );
}
