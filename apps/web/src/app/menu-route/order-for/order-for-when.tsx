import { AS_SOON_AS_POSSIBLE, type OfferedDay } from '@comanda/domain';
import { dateInWords } from '@comanda/i18n';
import { useTranslation } from '@comanda/i18n/react';
import { useId, useState } from 'react';
import { currentDateLocale } from '../../../lib/language.ts';

export type OrderTime = { fecha: string; hora: string };

/**
 * The action bar's date and time (spec/1 §2 screen 1; screen 5 'An inline date and time selector also
 * appears on the menu'): the days and 30-minute slots the domain's offeredDays allows — never a holiday or
 * a closed day — with 'lo antes posible' today while open. Changing the day keeps the time if that day offers
 * it, else clears it (spec/1 §5 'Deferral'). fecha '' is today, as in the checkout's wizard.
 */
export function OrderForWhen({
  days,
  today,
  value,
  onChange,
}: {
  days: readonly OfferedDay[];
  today: string;
  value: OrderTime;
  onChange: (value: OrderTime) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const dayLabel = (date: string) => dateInWords(date, today, t, currentDateLocale());
  const timeLabel = (hora: string) => (hora === AS_SOON_AS_POSSIBLE ? t('m1_checkout_asap') : hora);
  const chosenDay = days.find((d) => d.date === (value.fecha || today)) ?? days[0];
  const choices = days.reduce((n, d) => n + d.times.length, 0);
  const shown =
    value.hora === ''
      ? t('m1_orderfor_pick')
      : value.hora === AS_SOON_AS_POSSIBLE && value.fecha === ''
        ? t('m1_checkout_asap')
        : t('p1_checkout_when_at', { date: dayLabel(value.fecha || today), time: timeLabel(value.hora) });
  const pickDay = (date: string) => {
    const day = days.find((d) => d.date === date);
    if (!day) return;
    const hora = day.times.includes(value.hora) ? value.hora : '';
    onChange({ fecha: day.offset > 0 ? day.date : '', hora });
  };
  const pickTime = (hora: string) =>
    onChange({ fecha: chosenDay && chosenDay.offset > 0 ? chosenDay.date : '', hora });

  return (
    <div className="order-for__row">
      <span className="order-for__label">{t('m1_orderfor_when')}</span>
      <strong className="order-for__value" data-testid="order-for-when">
        {shown}
      </strong>
      {choices > 1 ? (
        <button
          type="button"
          className="order-for__change"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('m1_orderfor_done') : t('m1_orderfor_change_when')}
        </button>
      ) : null}
      {open ? (
        <div id={id} className="order-for__when">
          <label className="field">
            <span className="field__label">{t('m1_orderfor_day')}</span>
            <select value={chosenDay?.date ?? ''} onChange={(e) => pickDay(e.target.value)}>
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d.date)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('m1_orderfor_time')}</span>
            <select value={value.hora} onChange={(e) => pickTime(e.target.value)}>
              {value.hora === '' ? <option value="">—</option> : null}
              {(chosenDay?.times ?? []).map((hora) => (
                <option key={hora} value={hora}>
                  {timeLabel(hora)}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
    </div>
  );
}
