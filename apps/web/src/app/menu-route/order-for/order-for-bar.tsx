import { DispatchType } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { lazy, Suspense, useState } from 'react';
import { loadTexts } from '../../../lib/lazy-texts.ts';
import { hasStoredChoice, orderForVenue, writeOrderFor } from '../../../lib/stored-choices.ts';
import { useOfferedDays } from './order-for-days.ts';
import { type BarProps, OrderForSection } from './order-for-section.tsx';
import { OrderForWhen, type OrderTime } from './order-for-when.tsx';
import './order-for.css';

// The bar's texts are the orders' (m1_orderfor_*): a translation file, fetched beside this chunk.
await loadTexts('orders');

// The whole bar reads and validates the device's records (session, temporary address, order-for record) and
// asks the platform about the address: it brings the account's session and the contracts' schemas.
const OrderForWhole = lazy(() => import('./order-for-whole.tsx'));

/**
 * The menu's where-and-when bar (spec/1 §2 screen 1; issue 15 item 4). A device holding a choice — a session, a
 * temporary address, an order-for record — gets the whole bar at once (order-for-whole.tsx; a returning diner
 * has its code cached). A first visitor holds none, so the bar's defaults need none of that code: the
 * first-visit bar draws them and keeps a time chosen; the whole bar loads when the diner adds an address
 * (issue 11: the menu page's first-load JavaScript is what a first visitor downloads).
 */
export default function OrderForBar(props: BarProps) {
  const [whole, setWhole] = useState<{ adding: boolean } | null>(() =>
    hasStoredChoice() ? { adding: false } : null,
  );
  if (props.tipo !== DispatchType.delivery && props.tipo !== DispatchType.pickup) return null;
  if (whole === null) return <FirstVisitBar {...props} onAddAddress={() => setWhole({ adding: true })} />;
  return (
    <Suspense fallback={<FirstVisitBar {...props} />}>
      <OrderForWhole {...props} adding={whole.adding} />
    </Suspense>
  );
}

/**
 * The bar as a first visitor sees it: no address yet for delivery; the venue's first time, and the day and time
 * chooser, whose choice is kept in the order-for record as the whole bar keeps it. Also drawn while the whole
 * bar loads (then without actions).
 */
function FirstVisitBar({ info, menu, tipo, onAddAddress }: BarProps & { onAddAddress?: () => void }) {
  const { t } = useTranslation();
  const { today, days, defaultTime } = useOfferedDays(menu, tipo);
  const [when, setWhen] = useState<OrderTime>({ fecha: '', hora: defaultTime });
  const choose = (next: OrderTime) => {
    writeOrderFor({ venue: orderForVenue(info), ...next, address: null });
    setWhen(next);
  };
  return (
    <OrderForSection
      where={
        tipo === DispatchType.delivery ? (
          <div className="order-for__row">
            <span className="order-for__label">{t('m1_orderfor_deliver_to')}</span>
            <strong className="order-for__value" data-testid="order-for-address">
              {t('m1_orderfor_no_address')}
            </strong>
            <button
              type="button"
              className="order-for__change"
              disabled={!onAddAddress}
              onClick={onAddAddress}
            >
              {`+ ${t('m1_address_add')}`}
            </button>
          </div>
        ) : null
      }
      when={<OrderForWhen days={days} today={today} value={when} onChange={choose} />}
    />
  );
}
