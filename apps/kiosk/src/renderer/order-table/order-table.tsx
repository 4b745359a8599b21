import { pressTableKey } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridgeErrorText } from '../app/refusal-text.ts';
import { bridge } from '../bridge.ts';
import { KioskDataGate } from '../common/kiosk-data-gate.tsx';
import { brandStyle } from '../common/readable-text.ts';
import { StatusScreen } from '../common/status-screen.tsx';
import { useKioskCart } from '../kiosk-cart/cart-store.ts';
import { kioskBrand } from '../kiosk-data/brand.ts';
import { Keypad } from './keypad.tsx';
import './order-table.css';

/**
 * /OrderTable (spec/3 §2, §5 'Table number'): a locator number on a keypad, checked against the
 * restaurant's tables ('Mesa no encontrada'). It always starts empty: on a shared totem the saved local
 * table is the previous diner's locator (issue 12 item 4), so it is recorded but never offered.
 */
export function OrderTable() {
  const { t } = useTranslation();
  return (
    <KioskDataGate placeholder={<StatusScreen>{t('m2000_loading')}</StatusScreen>}>
      {({ info }) => <TableScreen colour={kioskBrand(info).colour} />}
    </KioskDataGate>
  );
}

function TableScreen({ colour }: { colour: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setTable = useKioskCart((s) => s.setTable);
  const [number, setNumber] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const press = (key: string) => {
    setError('');
    setNumber((current) => pressTableKey(current, key));
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await bridge.platform.table({ mesa: number });
      if (!answer.found) return setError(t('m2000_table_not_found'));
      await bridge.table.set({ table: number });
      await setTable(answer.table.id, answer.table.nm, answer.table.nmTrad);
      navigate('/ProductMenu');
    } catch (e) {
      setError(bridgeErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="order-table" style={brandStyle(colour)}>
      <h1 id="locator-title">{t('m2000_locator_title')}</h1>
      <p className="order-table-hint">{t('m2000_locator_hint')}</p>
      <output className="order-table-number" aria-labelledby="locator-title" aria-live="polite">
        {number || '\u00a0'}
      </output>
      <p role="alert" className="order-table-error">
        {error}
      </p>
      <Keypad onKey={press} onConfirm={() => void confirm()} canConfirm={number !== '' && !busy} />
      <button type="button" className="big-button big-button--quiet" onClick={() => navigate(-1)}>
        {t('m2000_back')}
      </button>
    </main>
  );
}
