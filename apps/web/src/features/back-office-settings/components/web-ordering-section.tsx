import {
  DispatchType,
  offersDispatchType,
  type TextRef,
  TIP_DEFAULT_PERCENT,
  TIP_PRESETS,
  type TWebOrdering,
  tipSettingProblem,
  ZWebOrderingEdit,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { CheckedInput } from './checked-input.tsx';
import type { PlaceOf } from './field-problems.ts';
import { SaveStatus } from './save-status.tsx';
import type { SectionProps } from './section-props.ts';
import { useCheckedSave } from './use-checked-save.ts';

type Flag = 'ord' | 'ordpick' | 'ordpickonly' | 'selfat' | 'selfatonly' | 'ordpay' | 'ordpickpay';

const TYPE_FLAGS: { key: Flag; label: string }[] = [
  { key: 'ord', label: 'm9000_set_web_delivery' },
  { key: 'ordpick', label: 'm9000_set_web_pickup' },
  { key: 'ordpickonly', label: 'm9000_set_web_pickup_only' },
  { key: 'selfat', label: 'm9000_set_web_table' },
  { key: 'selfatonly', label: 'm9000_set_web_table_only' },
];
const PREPAID_FLAGS: { key: Flag; label: string }[] = [
  { key: 'ordpay', label: 'm9000_set_web_delivery_prepaid' },
  { key: 'ordpickpay', label: 'm9000_set_web_pickup_prepaid' },
];
/** What the diners are offered, in the order the checkout lists the types. */
const OFFERED = [
  { tipo: DispatchType.delivery, label: 'm9000_set_web_offer_delivery' },
  { tipo: DispatchType.pickup, label: 'm9000_set_web_offer_pickup' },
  { tipo: DispatchType.checkIn, label: 'm9000_set_web_offer_table' },
];
/** The fields a refusal can be shown at, by their labels. */
const NUMBER_LABELS: Readonly<Record<string, string>> = {
  ordtiempomin: 'm9000_set_web_minutes_delivery',
  ordtiempominpick: 'm9000_set_web_minutes_pickup',
  tipMaxPct: 'm9000_set_web_tip_max',
};
/** The least preparation minutes, delivery's and pickup's. */
const MINUTES = ['ordtiempomin', 'ordtiempominpick'] as const;
/** ['webOrdering', 'tipMaxPct'] is the largest tip's field. */
const placeOf: PlaceOf = ([part, field]) =>
  part === 'webOrdering' && typeof field === 'string' && NUMBER_LABELS[field] ? field : null;
/** A preselected tip above the largest (rules/tip.ts) is the largest's problem. */
const placeOfText = (detail: TextRef) => (detail.key === 'p1_err_tip_above_max' ? 'tipMaxPct' : null);

/** The tip setting as the select holds it: 'off', or the preselected percent ('0' offers with none). */
const tipValue = (tip: TWebOrdering['tip']) =>
  tip === false ? 'off' : String(tip === true ? TIP_DEFAULT_PERCENT : tip);

/**
 * Ordering on the diner's web (spec/1 §3 app configuration, §4 'Dispatch type selection', §5 'Tip'; issue 15 item
 * 2): the dispatch types — with what diners are offered as the five flags combine (rules/dispatch-type.ts) —
 * prepayment, least preparation minutes, the tip preselected and the largest tip. The save is checked by the
 * contract and the tip rule before it is sent; a refusal shows at its field, which takes the focus.
 */
export function WebOrderingSection({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<TWebOrdering>(settings.webOrdering);
  const label = (place: string) => t(NUMBER_LABELS[place] ?? 'm9000_set_web');
  const { status, busy, problems, sectionRef, saveChecked } = useCheckedSave({ placeOf, label, placeOfText });
  const set = (change: Partial<TWebOrdering>) => setForm((f) => ({ ...f, ...change }));
  const offered = OFFERED.filter(({ tipo }) => offersDispatchType(form, tipo));
  // The spec's presets, and the venue's own percent when an import set another.
  const tipPercents = [
    ...new Set([...TIP_PRESETS, ...(typeof form.tip === 'number' && form.tip > 0 ? [form.tip] : [])]),
  ].sort((a, b) => a - b);

  const save = () => {
    const body = { ir: settings.ir, webOrdering: form };
    const parsed = ZWebOrderingEdit.safeParse(body);
    return saveChecked(
      {
        issues: parsed.success ? null : parsed.error.issues,
        rules: () => [tipSettingProblem(form)].filter((p) => p !== null),
      },
      () => backOffice.saveWebOrdering(body),
      onSaved,
    );
  };

  return (
    <section className="set-section" aria-labelledby="set-web-ordering" ref={sectionRef}>
      <h3 id="set-web-ordering">{t('m9000_set_web')}</h3>
      <fieldset className="set-grid">
        <legend>{t('m9000_set_web_types')}</legend>
        {TYPE_FLAGS.map(({ key, label }) => (
          <label key={key} className="bo-check">
            <input type="checkbox" checked={form[key]} onChange={(e) => set({ [key]: e.target.checked })} />
            <span>{t(label)}</span>
          </label>
        ))}
      </fieldset>
      <p data-testid="web-ordering-offered">
        {offered.length > 0
          ? t('p9000_set_web_offered', { types: offered.map(({ label }) => t(label)).join(', ') })
          : t('m9000_set_web_offered_none')}
      </p>
      <fieldset className="set-grid">
        <legend>{t('m9000_set_web_prepaid')}</legend>
        {PREPAID_FLAGS.map(({ key, label }) => (
          <label key={key} className="bo-check">
            <input type="checkbox" checked={form[key]} onChange={(e) => set({ [key]: e.target.checked })} />
            <span>{t(label)}</span>
          </label>
        ))}
      </fieldset>
      <div className="set-grid">
        {MINUTES.map((field) => (
          <CheckedInput
            key={field}
            label={t(NUMBER_LABELS[field] ?? field)}
            type="number"
            inputMode="numeric"
            min={0}
            max={24 * 60}
            required
            value={form[field]}
            onChange={(e) => set({ [field]: e.target.valueAsNumber })}
            problem={problems[field]}
          />
        ))}
        <label className="bo-field">
          <span>{t('m9000_set_web_tip')}</span>
          <select
            value={tipValue(form.tip)}
            onChange={(e) => set({ tip: e.target.value === 'off' ? false : Number(e.target.value) })}
          >
            <option value="off">{t('m9000_set_web_tip_off')}</option>
            <option value="0">{t('m9000_set_web_tip_none')}</option>
            {tipPercents.map((pct) => (
              <option key={pct} value={pct}>
                {t('p9000_set_web_tip_pct', { pct })}
              </option>
            ))}
          </select>
        </label>
        <CheckedInput
          label={t('m9000_set_web_tip_max')}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          required
          value={form.tipMaxPct}
          onChange={(e) => set({ tipMaxPct: e.target.valueAsNumber })}
          problem={problems.tipMaxPct}
        />
      </div>
      <div className="set-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void save()}>
          {t('m9000_set_save')} · {t('m9000_set_web')}
        </button>
      </div>
      <SaveStatus status={status} />
    </section>
  );
}
