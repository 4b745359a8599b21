import { AS_SOON_AS_POSSIBLE, DELIVERY_MESSAGE_MAX, localDate } from '@comanda/domain';
import { dateInWords } from '@comanda/i18n';
import { useTranslation } from '@comanda/i18n/react';
import { useId, useMemo, useState } from 'react';
import { currentDateLocale } from '../../../lib/language.ts';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { timeAfterDateChange, type VenueTimes, wizardDays, wizardSteps } from '../model/deferral-view.ts';

export type DeliveryTime = { fecha: string; hora: string; message: string };

/**
 * The deferred-delivery wizard (spec/1 §2 screen 5, §5 'Deferral'): an optional delivery message, a day
 * between the venue's minimum and maximum with at least one time — never a holiday or a closed day (issue 15
 * item 2) — and a time among that day's 30-minute slots ('lo antes posible' today while open). Changing the
 * day recomputes the times and clears one no longer offered.
 */
export function DeferralWizard({
  venue,
  tipo,
  now,
  withMessage,
  value,
  onDone,
  onClose,
}: {
  venue: VenueTimes;
  tipo: number;
  now: Date;
  withMessage: boolean;
  value: DeliveryTime;
  onDone: (value: DeliveryTime) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const { app, tz } = venue;
  const steps = wizardSteps(withMessage, app.orddife);
  const days = useMemo(() => wizardDays(venue, tipo, now), [venue, tipo, now]);
  const [step, setStep] = useState(0);
  const [message, setMessage] = useState(value.message);
  const initialOffset = Math.max(
    0,
    days.findIndex((d) => d.date === value.fecha),
  );
  const [offset, setOffset] = useState(days[initialOffset]?.offset ?? 0);
  const times = days.find((d) => d.offset === offset)?.times ?? [];
  const [hora, setHora] = useState(() => timeAfterDateChange(value.hora, times));
  const kind = steps[step] ?? 'message';
  const last = step === steps.length - 1;
  const title =
    steps.length === 1 && kind === 'message'
      ? t('m1_wizard_title_message')
      : steps.length > 1
        ? t('p1_wizard_title', { n: step + 1, total: steps.length })
        : t('m1_wizard_title_edit');
  // 'hoy, 23 de noviembre', 'mañana, 24 de noviembre', 'jueves, 26 de noviembre' (issue 15 item 7).
  const dayLabel = (choice: { date: string }) =>
    dateInWords(choice.date, localDate(now, tz), t, currentDateLocale());
  const pickDay = (next: number) => {
    setOffset(next);
    setHora((chosen) => timeAfterDateChange(chosen, days.find((d) => d.offset === next)?.times ?? []));
  };
  const finish = () => {
    const date = days.find((d) => d.offset === offset);
    onDone({
      message,
      fecha: app.orddife && date && date.offset > 0 ? date.date : '',
      hora: app.orddife ? hora : value.hora,
    });
  };
  const canFinish = !app.orddife || hora !== '';

  return (
    <dialog ref={ref} className="sheet" aria-labelledby={titleId}>
      <h2 id={titleId} className="sheet__title">
        {title}
      </h2>
      {kind === 'message' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${titleId}-message`}>
            {t('m1_wizard_message')}
          </label>
          <textarea
            id={`${titleId}-message`}
            rows={3}
            maxLength={DELIVERY_MESSAGE_MAX}
            value={message}
            aria-describedby={`${titleId}-count`}
            onChange={(e) => setMessage(e.target.value)}
          />
          {/* Its limit and how much is used, as the product's comment shows them (issue 15 item 4). */}
          <p
            id={`${titleId}-count`}
            className="wizard-counter"
            data-full={message.length >= DELIVERY_MESSAGE_MAX}
          >
            <span>{t('p1_product_comment_limit', { max: DELIVERY_MESSAGE_MAX })}</span>
            <span data-testid="message-counter">
              {t('p1_product_comment_count', { n: message.length, max: DELIVERY_MESSAGE_MAX })}
            </span>
          </p>
        </div>
      ) : null}
      {kind === 'date' ? (
        <fieldset className="choice-list">
          <legend>{t('m1_wizard_date')}</legend>
          {days.map((d) => (
            <label key={d.date} className="choice">
              <input
                type="radio"
                name="wizard-day"
                checked={d.offset === offset}
                onChange={() => pickDay(d.offset)}
              />
              <span>{dayLabel(d)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {kind === 'time' ? (
        <fieldset className="choice-list choice-list--grid">
          <legend>{t('m1_wizard_time')}</legend>
          {times.length === 0 ? <p role="status">{t('m1_checkout_no_slot')}</p> : null}
          {times.map((slot) => (
            <label key={slot} className="choice">
              <input type="radio" name="wizard-time" checked={slot === hora} onChange={() => setHora(slot)} />
              <span>{slot === AS_SOON_AS_POSSIBLE ? t('m1_checkout_asap') : slot}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="sheet__actions">
        {step > 0 ? (
          <button type="button" className="button button--ghost" onClick={() => setStep(step - 1)}>
            {t('m1_wizard_prev')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('m1_cancel')}
          </button>
        )}
        {last ? (
          <button type="button" className="button" disabled={!canFinish} onClick={finish}>
            {t('m1_wizard_finish')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setStep(step + 1)}>
            {t('m1_wizard_next')}
          </button>
        )}
      </div>
    </dialog>
  );
}
