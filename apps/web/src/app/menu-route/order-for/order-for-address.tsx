import {
  type AddressVerification,
  formatMoney,
  type TAddress,
  type TAppConfig,
  type TDeliveryCheckAnswer,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import {
  type AddressDraft,
  addressLine,
  addressText,
  emptyAddress,
  geo,
} from '../../../features/account/session.ts';
import { errorMessage } from '../../../lib/error-message.ts';

// The add-address dialog (map, country table, the account's texts) loads when the diner asks for it: the bar is
// drawn on every menu, and most diners never change the address (issue 11, the menu's first-load JavaScript).
// Its download starts as the pointer or the focus reaches the button, a moment before the tap.
const loadAccount = () => import('../../../features/account/index.ts');
const AddressDialog = lazy(() => loadAccount().then((account) => ({ default: account.AddressDialog })));

type Check = { status: 'idle' | 'checking' | 'failed' } | { status: 'done'; answer: TDeliveryCheckAnswer };

/** The same address of two lists: the profile's saved copy of the one chosen. */
export const sameAddress = (a: Pick<TAddress, 'alias' | 'di'>, b: Pick<TAddress, 'alias' | 'di'>) =>
  a.alias === b.alias && a.di === b.di;

/**
 * The action bar's delivery address (spec/1 §2 screen 1 'address verification'; issue 15 item 4, issue 16 item
 * 3): the one the order is for, whether the venue delivers there on the order's date and for how much — asked
 * of the platform, which answers with the domain's deliveryCheck — or 'Zona fuera de cobertura'. Signed in,
 * the diner picks among their addresses; anyone adds one through the add-address dialog.
 */
export function OrderForAddress(props: {
  address: TAddress | null;
  /** The profile's addresses when signed in; null signed out (the device's temporary address). */
  list: readonly TAddress[] | null;
  venue: { xir: string; xil: string };
  country: string;
  app: Pick<TAppConfig, 'cur'>;
  subtotal: number;
  fecha: string;
  onPick: (address: TAddress) => void;
  onAdd: (draft: AddressDraft, status: AddressVerification | null) => Promise<string | null>;
  /** Open with the add-address dialog: the diner asked for it on the first-visit bar. */
  adding?: boolean;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const [adding, setAdding] = useState(props.adding === true);
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const { address, venue, subtotal, fecha } = props;
  const addressKey = address ? JSON.stringify([address.di, address.lt, address.lg]) : '';

  // Checked again when the address, the cart's subtotal or the date changes; a late answer of an older
  // question is dropped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: addressKey names the address
  useEffect(() => {
    if (!address) return setCheck({ status: 'idle' });
    let live = true;
    setCheck({ status: 'checking' });
    const timer = setTimeout(() => {
      geo
        .delivery({ address, ...venue, subtotal, fecha })
        .then((answer) => live && setCheck({ status: 'done', answer }))
        .catch(() => live && setCheck({ status: 'failed' }));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [addressKey, venue.xir, venue.xil, subtotal, fecha]);

  const cur = props.app.cur;
  const list = props.list ?? [];
  return (
    <div className="order-for__row">
      <span className="order-for__label">{t('m1_orderfor_deliver_to')}</span>
      {list.length > 1 && address ? (
        <label className="order-for__pick">
          <span className="visually-hidden">{t('m1_orderfor_addresses')}</span>
          <select
            id={selectId}
            value={list.findIndex((a) => sameAddress(a, address))}
            onChange={(e) => {
              const picked = list[Number(e.target.value)];
              if (picked) props.onPick(picked);
            }}
          >
            {list.map((a, i) => (
              <option key={`${a.alias}|${a.di}`} value={i}>
                {a.alias} · {addressLine(a)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <strong className="order-for__value" data-testid="order-for-address">
          {address ? addressText(address) : t('m1_orderfor_no_address')}
        </strong>
      )}
      <button
        type="button"
        className="order-for__change"
        onPointerEnter={loadAccount}
        onFocus={loadAccount}
        onClick={() => setAdding(true)}
      >
        {address && props.list === null ? t('m1_orderfor_change_address') : `+ ${t('m1_address_add')}`}
      </button>
      <div className="order-for__check" aria-live="polite">
        {check.status === 'checking' ? (
          <span className="muted small">{t('m1_address_verifying')}</span>
        ) : null}
        {check.status === 'failed' ? (
          <span className="muted small">{t('m1_orderfor_check_failed')}</span>
        ) : null}
        {check.status === 'done' && check.answer.status === 'valid' ? (
          <span className="order-for__ok" data-testid="order-for-fee">
            {check.answer.free
              ? t('m1_orderfor_free')
              : t('p1_orderfor_fee', { fee: formatMoney(check.answer.fee ?? 0, cur) })}
            {check.answer.minimum > 0
              ? ` · ${t('p1_orderfor_minimum', { minimum: formatMoney(check.answer.minimum, cur) })}`
              : ''}
            {check.answer.shortfall > 0 && subtotal > 0 ? (
              <span className="muted small">
                {' '}
                {t('p1_checkout_shortfall', { amount: formatMoney(check.answer.shortfall, cur) })}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      {check.status === 'done' && check.answer.status === 'invalid' ? (
        <p className="notice notice--error order-for__out" role="alert" data-testid="order-for-out">
          <strong>{t('m1_saved_out_title')}</strong> {t('m1_saved_out_text')}
          {check.answer.reason ? <span className="small"> {errorMessage(check.answer.reason)}</span> : null}
        </p>
      ) : null}
      {adding ? (
        <Suspense fallback={null}>
          <AddressDialog
            initial={props.list === null && address ? address : emptyAddress(props.country)}
            others={list}
            signedIn={props.list !== null}
            venue={venue}
            onSave={props.onAdd}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
