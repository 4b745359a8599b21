import type { TCoupon } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { SaveStatus, useSave } from './save-status.tsx';

type Draft = Omit<TCoupon, 'ir'>;
const EMPTY: Draft = { id: '', type: 'PERCENTAGE', amount: 10, comment: '', active: true };

/**
 * Coupons (spec/1 §3 Cart coupon): a percentage or a fixed amount in the currency's minor unit. Saving a code
 * that exists replaces it; 'Edit' fills the form with one.
 */
export function CouponsSection({ ir }: { ir: string }) {
  const { t } = useTranslation();
  const [coupons, setCoupons] = useState<TCoupon[]>([]);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { status, busy, run } = useSave();
  const reload = useCallback(async () => setCoupons(await backOffice.coupons(ir)), [ir]);
  useEffect(() => {
    void reload().catch(() => undefined);
  }, [reload]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => backOffice.saveCoupon({ ir, coupon: draft }), reload);
  };
  const remove = (id: string) =>
    run(async () => ({ changed: (await backOffice.deleteCoupon(ir, id)).deleted }), reload);

  return (
    <section className="set-section" aria-labelledby="set-coupons">
      <h3 id="set-coupons">{t('m9000_set_coupons')}</h3>
      {coupons.length === 0 ? <p>{t('m9000_set_no_coupons')}</p> : null}
      <ul className="set-rows">
        {coupons.map((c) => (
          <li key={c.id} className="set-row">
            <span>
              <strong>{c.id}</strong> · {t(`m9000_set_coupon_${c.type}`)} {c.amount}
              {c.comment ? ` · ${c.comment}` : ''} ·{' '}
              {t(c.active ? 'm9000_set_coupon_active' : 'm9000_set_coupon_inactive')}
            </span>
            <button type="button" className="button" onClick={() => setDraft({ ...c })}>
              {c.id}: {t('m9000_set_save_coupon')}
            </button>
            <button type="button" className="button" onClick={() => void remove(c.id)}>
              {t('m9000_set_remove')} {c.id}
            </button>
          </li>
        ))}
      </ul>
      <form className="set-grid" onSubmit={submit}>
        <label className="bo-field">
          <span>{t('m9000_set_coupon_code')}</span>
          <input
            value={draft.id}
            required
            maxLength={64}
            onChange={(e) => setDraft({ ...draft, id: e.target.value.toUpperCase() })}
          />
        </label>
        <label className="bo-field">
          <span>{t('m9000_set_coupon_type')}</span>
          <select
            value={draft.type}
            onChange={(e) => setDraft({ ...draft, type: e.target.value as Draft['type'] })}
          >
            <option value="PERCENTAGE">{t('m9000_set_coupon_PERCENTAGE')}</option>
            <option value="FIXED">{t('m9000_set_coupon_FIXED')}</option>
          </select>
        </label>
        <label className="bo-field">
          <span>{t('m9000_set_coupon_amount')}</span>
          <input
            type="number"
            min={0}
            value={draft.amount}
            onChange={(e) => setDraft({ ...draft, amount: Number(e.target.value) })}
          />
        </label>
        <label className="bo-field">
          <span>{t('m9000_set_coupon_comment')}</span>
          <input
            value={draft.comment}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, comment: e.target.value })}
          />
        </label>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
          />
          {t('m9000_set_coupon_active')}
        </label>
        <button type="submit" className="button" disabled={busy}>
          {t('m9000_set_save_coupon')}
        </button>
      </form>
      <SaveStatus status={status} />
    </section>
  );
}
