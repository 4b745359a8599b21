import { formatMoney, localText, type TTableBill } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Money } from '@comanda/ui';
import { useEffect, useState } from 'react';
import { sayError } from '../../../lib/error-message.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { tableBillApi } from '../api/table-bill-api.ts';
import { useTableBill } from './use-table-bill.ts';
import './table-bill.css';

/**
 * One bill for the table (issue 14 item 5; spec/1 §3 'Guest-order line', §4 'Check-in specifics'): every
 * line of the table's orders, each diner ticking the lines they pay — shared live with the table — and
 * paying them on the provider's page. `ic` is the diner's order at the table (or the table's check-in id).
 * Where the venue takes no payment at the table (modes 0, 1) the bill is only read.
 */
export function TableBill({ ic }: { ic: string }) {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const { bill, error, setError, reload, select } = useTableBill(ic, token);
  const [method, setMethod] = useState<number | null>(null);
  const [tip, setTip] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (bill && method === null) setMethod(bill.methods[0]?.id ?? null);
    if (bill && tip === null) setTip(bill.tip.preselected);
  }, [bill, method, tip]);

  if (!token || (!bill && !error)) return null;
  if (!bill) return <p role="alert">{error}</p>;

  async function pay(current: TTableBill) {
    if (method === null) return;
    setBusy(true);
    setError('');
    try {
      const opened = await tableBillApi.payTableBill({
        id: ic,
        payload: {
          mpg: method,
          lines: current.lines.filter((l) => l.selected).map((l) => l.li),
          version: current.version,
          propina: { pct: tip ?? 0, monto: '' },
        },
      });
      window.location.assign(opened.redirect);
    } catch (failure) {
      const said = await sayError(failure);
      setBusy(false);
      await reload();
      setError(said);
    }
  }

  const { cur, totals } = bill;
  const settled = bill.sp === 2;
  const tipAmount = tip && tip > 0 ? Math.round((totals.selected * tip) / 100) : 0;
  return (
    <section className="table-bill" aria-labelledby="table-bill-title" data-testid="table-bill">
      <h2 id="table-bill-title">
        {t('m1_bill_title')} · {bill.mesaName}
      </h2>
      {settled ? (
        <p className="table-bill__settled" data-testid="table-bill-status">
          {t('m1_bill_settled')}
        </p>
      ) : (
        <p>{bill.payable ? t('m1_bill_intro') : t('m1_bill_not_here')}</p>
      )}
      <ul className="table-bill__lines">
        {bill.lines.map((line) => (
          <li key={line.li} className="table-bill__line" data-state={line.estado}>
            <label>
              <input
                type="checkbox"
                checked={line.selected}
                disabled={!line.selectable || busy}
                onChange={() => void select(line.li, !line.selected)}
              />
              <span className="table-bill__name">{t('p1_bill_line', { n: line.ca, name: line.pn })}</span>
            </label>
            <Money amount={line.estado === 'cancelled' ? 0 : line.p28 - line.dp} cur={cur} />
            <span className="table-bill__state" data-testid="table-bill-state">
              {t(`m1_bill_state_${line.estado}`)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="table-bill__totals">
        <dt>{t('m1_bill_total')}</dt>
        <dd data-testid="table-bill-total">
          <Money amount={totals.total} cur={cur} />
        </dd>
        <dt>{t('m1_bill_paid')}</dt>
        <dd data-testid="table-bill-paid">
          <Money amount={totals.paid} cur={cur} />
        </dd>
        <dt>{t('m1_bill_due')}</dt>
        <dd data-testid="table-bill-due">
          <Money amount={totals.due} cur={cur} />
        </dd>
      </dl>
      {bill.payable && totals.selected > 0 ? (
        <div className="table-bill__pay">
          <p data-testid="table-bill-selected">
            {t('m1_bill_selected')}: <Money amount={totals.selected} cur={cur} />
          </p>
          <label>
            {t('m1_bill_method')}{' '}
            <select value={method ?? ''} onChange={(e) => setMethod(Number(e.target.value))}>
              {bill.methods.map((m) => (
                <option key={m.id} value={m.id}>
                  {localText(m.nm, m.nmTrad, i18n.language)}
                </option>
              ))}
            </select>
          </label>
          {bill.tip.choices.length > 0 ? (
            <label>
              {t('m1_bill_tip')}{' '}
              <select value={tip ?? 0} onChange={(e) => setTip(Number(e.target.value))}>
                {bill.tip.choices
                  .filter((c) => c >= 0)
                  .map((c) => (
                    <option key={c} value={c}>
                      {c === 0 ? t('m1_bill_tip_none') : t('p1_bill_tip_pct', { n: c })}
                    </option>
                  ))}
              </select>
            </label>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={busy || method === null}
            onClick={() => void pay(bill)}
          >
            {t('p1_bill_pay', { amount: formatMoney(totals.selected + tipAmount, cur) })}
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="table-bill__error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
