import { CheckInPayMode, type TTableService } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { SaveStatus, useSave } from './save-status.tsx';
import type { SectionProps } from './section-props.ts';

/** The check-in payment modes selfatpay (spec/1 §4 'Check-in specifics'), as the select lists them. */
const PAY_MODES = [
  { value: CheckInPayMode.none, label: 'm9000_set_table_pay_none' },
  { value: CheckInPayMode.mandatory, label: 'm9000_set_table_pay_mandatory' },
  { value: CheckInPayMode.optional, label: 'm9000_set_table_pay_optional' },
  { value: CheckInPayMode.onLeaving, label: 'm9000_set_table_pay_leaving' },
];

type Flag = Exclude<keyof TTableService, 'selfatpay' | 'selfGenerateQR' | 'checkInPassword'>;

const FLAGS: { key: Flag; label: string }[] = [
  { key: 'selfAnonymousLogin', label: 'm9000_set_table_guests' },
  { key: 'callWaiterFooter', label: 'm9000_set_table_waiter_footer' },
  { key: 'callWaiterIcon', label: 'm9000_set_table_waiter_icon' },
  { key: 'callWaiterComment', label: 'm9000_set_table_waiter_comment' },
  { key: 'callWaiterAskTable', label: 'm9000_set_table_waiter_ask_table' },
  { key: 'selfatpwd', label: 'm9000_set_table_password_on' },
];

/**
 * Service at the tables (issue 14): when diners at a table pay (spec/1 §4 selfatpay), whether they may order
 * as guests with no account (spec/2 §4 'Guest login by table': selfAnonymousLogin and selfGenerateQR, set
 * together here since a guest needs both), how the call-waiter button shows (rules/waiter-call.ts) and whether
 * orders at the tables ask for the check-in password, and which (spec/1 §5, §8).
 */
export function TableServiceSection({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const [service, setService] = useState<TTableService>(settings.tableService);
  const { status, busy, run } = useSave();
  const save = () => backOffice.saveTableService({ ir: settings.ir, tableService: service });
  const setFlag = (key: Flag, on: boolean) =>
    setService((s) =>
      key === 'selfAnonymousLogin'
        ? { ...s, selfAnonymousLogin: on, selfGenerateQR: on }
        : { ...s, [key]: on },
    );

  return (
    <section className="set-section" aria-labelledby="set-table-service">
      <h3 id="set-table-service">{t('m9000_set_table_service')}</h3>
      <div className="set-grid">
        <label className="bo-field">
          <span>{t('m9000_set_table_pay')}</span>
          <select
            value={service.selfatpay}
            onChange={(e) => setService((s) => ({ ...s, selfatpay: Number(e.target.value) }))}
          >
            {PAY_MODES.map(({ value, label }) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="set-grid">
        <legend>{t('m9000_set_table_options')}</legend>
        {FLAGS.map(({ key, label }) => (
          <label key={key} className="bo-check">
            <input type="checkbox" checked={service[key]} onChange={(e) => setFlag(key, e.target.checked)} />
            <span>{t(label)}</span>
          </label>
        ))}
      </fieldset>
      {service.selfatpwd ? (
        <div className="set-grid">
          <label className="bo-field">
            <span>{t('m9000_set_table_password')}</span>
            <input
              type="text"
              autoComplete="off"
              maxLength={64}
              value={service.checkInPassword}
              onChange={(e) => setService((s) => ({ ...s, checkInPassword: e.target.value }))}
            />
          </label>
        </div>
      ) : null}
      <div className="set-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void run(save, onSaved)}>
          {t('m9000_set_save')} · {t('m9000_set_table_service')}
        </button>
      </div>
      <SaveStatus status={status} />
    </section>
  );
}
