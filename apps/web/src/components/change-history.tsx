import { type ChangeArea, changeArea, type TCatalogChange, type TCurrency } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId, useState } from 'react';
import { changeLabel, changeValue } from '../lib/change-labels.ts';
import { changedValues } from '../lib/change-summary.ts';
import { useChangePages } from '../lib/use-change-pages.ts';
import './change-history.css';

/** What each kind of change is called (its `what`); a kind not listed here shows as the server names it. */
const WHAT_TEXT: Readonly<Record<string, string>> = {
  'product.save': 'm9000_ch_product_save',
  'product.delete': 'm9000_ch_product_delete',
  'product.stock': 'm9000_ch_product_stock',
  'category.save': 'm9000_ch_category_save',
  'category.delete': 'm9000_ch_category_delete',
  'extraGroup.save': 'm9000_ch_extra_group_save',
  'extraGroup.delete': 'm9000_ch_extra_group_delete',
  'extra.stock': 'm9000_ch_extra_stock',
  'settings.hours': 'm9000_ch_settings_hours',
  'settings.tables': 'm9000_ch_settings_tables',
  'settings.payment-methods': 'm9000_ch_settings_payment_methods',
  'settings.kiosk': 'm9000_ch_settings_kiosk',
  'settings.kitchen': 'm9000_ch_settings_kitchen',
  'settings.table-service': 'm9000_ch_settings_table_service',
  'settings.web-ordering': 'm9000_set_web',
  'settings.contact': 'm9000_set_contact',
  'settings.bookings': 'm9000_set_bookings',
  'coupon.create': 'm9000_ch_coupon_create',
  'coupon.update': 'm9000_ch_coupon_update',
  'coupon.delete': 'm9000_ch_coupon_delete',
  'staff.roles': 'm9000_ch_staff_roles',
};

/** The values a change shows at most; the rest are counted. */
const SHOWN_VALUES = 6;

function Change({ row, cur }: { row: TCatalogChange; cur?: TCurrency }) {
  const { t } = useTranslation();
  if (row.before === null || row.before === undefined) return <>{t('m9000_bm_created')}</>;
  if (row.after === null || row.after === undefined) return <>{t('m9000_bm_deleted')}</>;
  const values = changedValues(row.before, row.after);
  const more = values.length - SHOWN_VALUES;
  return (
    <ul className="change-history__values">
      {values.slice(0, SHOWN_VALUES).map((v) => (
        <li key={`${v.path}:${v.before}:${v.after}`} title={v.path}>
          <span className="change-history__field">{changeLabel(v.path, row.before, row.after, t)}</span>:{' '}
          {changeValue(v.path, v.before, t, cur)} → {changeValue(v.path, v.after, t, cur)}
        </li>
      ))}
      {more > 0 ? <li>{t('p9000_ch_more', { count: more })}</li> : null}
    </ul>
  );
}

/**
 * A venue's change history (issue 13 item 3 'who, when, what'), newest first, a page at a time: who by name and
 * e-mail, when in the reader's locale, what kind of change to which thing, and the values it moved. Both halves
 * of the back office show it, each its own `area` (packages/domain rules/change-areas.ts), with a filter by kind
 * of change; read again when `version` (the catalog version a save answers) moves. Values go by their
 * back-office names and in the venue's money (lib/change-labels.ts); the stored path is the row's tooltip.
 */
export function ChangeHistory({
  ir,
  area,
  version,
  cur,
}: {
  ir: string;
  area?: ChangeArea;
  version: string;
  /** The venue's currency: prices moved are shown in it. */
  cur?: TCurrency;
}) {
  const { t, i18n } = useTranslation();
  const [what, setWhat] = useState('');
  const { rows, more, loadingOlder, error, older } = useChangePages(ir, area, what, version);
  const kindId = useId();
  const kinds = Object.keys(WHAT_TEXT).filter((kind) => !area || changeArea(kind) === area);
  const filter = (
    <div className="bo-field change-history__filter">
      <label htmlFor={kindId}>{t('m9000_ch_kind')}</label>
      <select id={kindId} value={what} onChange={(e) => setWhat(e.target.value)}>
        <option value="">{t('m9000_ch_kind_all')}</option>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(WHAT_TEXT[kind]!)}
          </option>
        ))}
      </select>
    </div>
  );
  if (error && !rows)
    return (
      <p role="alert" className="bo-error">
        {error}
      </p>
    );
  if (!rows) return <p role="status">{t('m9000_ch_loading')}</p>;
  if (rows.length === 0)
    return (
      <>
        {filter}
        <p>{t('m9000_bm_history_empty')}</p>
      </>
    );
  const whatText = (what: string) => {
    const key = WHAT_TEXT[what];
    return key ? t(key) : what;
  };
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'es-CL', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (
    <>
      {filter}
      <HistoryTable rows={rows} whatText={whatText} when={when} cur={cur} />
      <p aria-live="polite" className="change-history__count">
        {t('p9000_ch_shown', { count: rows.length })}
      </p>
      {error ? (
        <p role="alert" className="bo-error">
          {error}
        </p>
      ) : null}
      {more ? (
        <button type="button" className="button" disabled={loadingOlder} onClick={() => void older()}>
          {loadingOlder ? t('m9000_ch_loading_older') : t('m9000_ch_older')}
        </button>
      ) : null}
    </>
  );
}

/** The rows as a table: when, who, what, and the values that moved. */
function HistoryTable(props: {
  rows: TCatalogChange[];
  whatText: (what: string) => string;
  when: Intl.DateTimeFormat;
  cur?: TCurrency;
}) {
  const { t } = useTranslation();
  const { rows, whatText, when, cur } = props;
  return (
    // Focusable: a keyboard reaches the columns a phone scrolls sideways to (axe 'scrollable-region-focusable').
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box itself is what the keyboard must reach.
    <div className="change-history" tabIndex={0}>
      <table className="change-history__table">
        <thead>
          <tr>
            <th scope="col">{t('m9000_bm_history_when')}</th>
            <th scope="col">{t('m9000_bm_history_who')}</th>
            <th scope="col">{t('m9000_bm_history_what')}</th>
            <th scope="col">{t('m9000_bm_history_change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{when.format(new Date(row.at))}</td>
              <td>
                {row.whoName || row.who || '—'}
                {row.whoName && row.who ? <span className="change-history__email">{row.who}</span> : null}
              </td>
              <td>
                {whatText(row.what)}
                {row.target ? <code className="change-history__target">{row.target}</code> : null}
              </td>
              <td className="change-history__change">
                <Change row={row} cur={cur} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
