import {
  formatMoney,
  parseCustomTip,
  type TAppConfig,
  type TCurrency,
  TIP_CUSTOM,
  tipChoicesWithin,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useId, useState } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';

/**
 * The tip selector (spec/1 §5 'Tip'): none, the venue's percents (5 only when it is the default, 20 hidden
 * then; none above its maximum), and a custom amount typed in a modal, where a comma is a decimal point
 * only in a currency with decimals, and which cannot pass the venue's maximum (issue 15 item 2). The server
 * computes the tip and holds the same maximum.
 */
export function TipSelector({
  app,
  value,
  max,
  onChange,
}: {
  app: TAppConfig;
  value: { pct: number; monto: string };
  /** The largest tip for this subtotal (the domain's maxTip); null while the totals are not in. */
  max: number | null;
  onChange: (value: { pct: number; monto: string }) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [custom, setCustom] = useState(false);
  const { choices } = tipChoicesWithin(app);
  const customAmount = value.pct === TIP_CUSTOM ? parseCustomTip(value.monto, app.cur.decimals) : 0;
  const label = (choice: number) =>
    choice === 0
      ? t('m1_tip_none')
      : choice === TIP_CUSTOM
        ? value.pct === TIP_CUSTOM
          ? t('p1_tip_custom_chosen', { amount: formatMoney(customAmount, app.cur) })
          : t('m1_tip_custom')
        : t('p1_tip_percent', { n: choice });
  return (
    <fieldset className="chips" aria-labelledby={titleId}>
      <legend id={titleId}>{t('m1_checkout_tip')}</legend>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className="chip"
          aria-pressed={value.pct === choice}
          onClick={() => (choice === TIP_CUSTOM ? setCustom(true) : onChange({ pct: choice, monto: '' }))}
        >
          {label(choice)}
        </button>
      ))}
      {custom ? (
        <CustomTipDialog
          cur={app.cur}
          max={max}
          initial={value.pct === TIP_CUSTOM ? value.monto : ''}
          onDone={(monto) => {
            setCustom(false);
            onChange({ pct: TIP_CUSTOM, monto });
          }}
          onClose={() => setCustom(false)}
        />
      ) : null}
    </fieldset>
  );
}

/**
 * A custom tip must be a number ≥ 0; '2,5' reads as 2.5 where the currency has decimals, '1.500' as 1500 where
 * it has none; anything else becomes 0 (spec/1 §5). Above the maximum it cannot be accepted.
 */
function CustomTipDialog({
  cur,
  max,
  initial,
  onDone,
  onClose,
}: {
  cur: TCurrency;
  max: number | null;
  initial: string;
  onDone: (monto: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const hintId = useId();
  const [text, setText] = useState(initial);
  const amount = parseCustomTip(text, cur.decimals);
  const over = max !== null && amount > max;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (over) return;
    onDone(amount > 0 ? text.trim() : '0');
  };
  const whole = cur.decimals === 0;
  return (
    <dialog ref={ref} className="sheet sheet--small" aria-labelledby={titleId}>
      <form className="form-stack" onSubmit={submit}>
        <h2 id={titleId} className="sheet__title">
          {t('m1_tip_custom_title')}
        </h2>
        <label className="field">
          <span className="field__label">{t('m1_tip_custom_label')}</span>
          <input
            inputMode={whole ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={text}
            aria-invalid={over}
            aria-describedby={hintId}
            onChange={(e) => setText(e.target.value)}
          />
          <span className="field__hint" id={hintId} data-testid="tip-hint">
            {whole ? t('m1_tip_custom_hint_whole') : t('m1_tip_custom_hint')}
            {max !== null ? ` ${t('p1_tip_custom_max', { amount: formatMoney(max, cur) })}` : ''}
          </span>
        </label>
        <p className="muted" aria-live="polite">
          {formatMoney(amount, cur)}
        </p>
        {over ? (
          <p role="alert" className="notice notice--error">
            {t('p1_tip_custom_over', { amount: formatMoney(max ?? 0, cur) })}
          </p>
        ) : null}
        <div className="sheet__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('m1_cancel')}
          </button>
          <button type="submit" className="button" aria-disabled={over}>
            {t('m1_accept')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
