import { type BookingSlot, slotHalf, visibleSlots } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId, useState } from 'react';

/**
 * The time list of step 1 (spec/2 §4 'Booking wizard'): the AM/PM switch (before noon, noon and after), more
 * than 8 times collapsed to 8 with a toggle, one time chosen.
 */
export function SlotPicker({
  slots,
  chosen,
  onChoose,
}: {
  slots: BookingSlot[];
  chosen: BookingSlot | null;
  onChoose: (slot: BookingSlot) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [half, setHalf] = useState<'am' | 'pm'>(() => slotHalf(chosen ?? slots[0] ?? { hh: '12:00' }));
  const [expanded, setExpanded] = useState(false);
  // A new day preselects its first time, which may sit in the other half: show the half the chosen time is in,
  // else no time looks chosen (adjusted while rendering, as React advises for state that follows a prop).
  const [shownChoice, setShownChoice] = useState(chosen);
  if (chosen !== shownChoice) {
    setShownChoice(chosen);
    if (chosen && slotHalf(chosen) !== half) {
      setHalf(slotHalf(chosen));
      setExpanded(false);
    }
  }
  const inHalf = slots.filter((s) => slotHalf(s) === half);
  const { shown, collapsible } = visibleSlots(inHalf, expanded);
  const key = (s: BookingSlot) => `${s.ta}-${s.hh}`;
  return (
    <fieldset className="booking-times" aria-labelledby={labelId}>
      <legend id={labelId} className="field__label">
        {t('m1_booking_time')}
      </legend>
      <div className="booking-times__halves">
        {(['am', 'pm'] as const).map((h) => (
          <button
            key={h}
            type="button"
            className={h === half ? 'button' : 'button button--ghost'}
            aria-pressed={h === half}
            onClick={() => {
              setHalf(h);
              setExpanded(false);
            }}
          >
            {t(`m1_booking_${h}`)}
          </button>
        ))}
      </div>
      <div className="booking-times__list">
        {shown.map((s) => (
          <label key={key(s)} className="booking-time">
            <input
              type="radio"
              name="booking-time"
              checked={chosen !== null && key(chosen) === key(s)}
              onChange={() => onChoose(s)}
            />
            <span>{s.hh}</span>
          </label>
        ))}
      </div>
      {collapsible ? (
        <button type="button" className="button button--ghost" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('m1_booking_fewer_times') : t('m1_booking_more_times')}
        </button>
      ) : null}
    </fieldset>
  );
}
