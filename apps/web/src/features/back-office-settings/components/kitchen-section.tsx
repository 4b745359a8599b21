import { KitchenRelease, type TVenueSettings } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { SaveStatus, useSave } from './save-status.tsx';
import type { SectionProps } from './section-props.ts';

type Timers = TVenueSettings['kitchenTimers'];

const TIMERS: { key: keyof Timers; label: string }[] = [
  { key: 'arrivalAmberMinutes', label: 'm9000_set_timer_arrival_amber' },
  { key: 'arrivalRedMinutes', label: 'm9000_set_timer_arrival_red' },
  { key: 'confirmedAmberMinutes', label: 'm9000_set_timer_confirmed_amber' },
  { key: 'confirmedRedMinutes', label: 'm9000_set_timer_confirmed_red' },
];

/**
 * The kitchen's settings: when an order paid on receipt reaches it (rules/kitchen-release.ts; prepaid orders
 * reach it when paid whatever this says) and when the board's timers turn amber and red (rules/kitchen-timers.ts).
 * The server checks red after amber, as an import would.
 */
export function KitchenSection({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const [release, setRelease] = useState(settings.kitchenRelease);
  const [timers, setTimers] = useState<Timers>(settings.kitchenTimers);
  const { status, busy, run } = useSave();
  const save = () =>
    backOffice.saveKitchen({ ir: settings.ir, kitchenRelease: release, kitchenTimers: timers });

  return (
    <section className="set-section" aria-labelledby="set-kitchen">
      <h3 id="set-kitchen">{t('m9000_set_kitchen')}</h3>
      <div className="set-grid">
        <label className="bo-field">
          <span>{t('m9000_set_kitchen_release')}</span>
          <select
            value={release}
            onChange={(e) => setRelease(e.target.value as TVenueSettings['kitchenRelease'])}
          >
            <option value={KitchenRelease.saved}>{t('m9000_set_kitchen_release_saved')}</option>
            <option value={KitchenRelease.confirmed}>{t('m9000_set_kitchen_release_confirmed')}</option>
          </select>
        </label>
      </div>
      <p>{t('m9000_set_kitchen_release_hint')}</p>
      <fieldset className="set-grid">
        <legend>{t('m9000_set_timers')}</legend>
        {TIMERS.map(({ key, label }) => (
          <label key={key} className="bo-field">
            <span>{t(label)}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={24 * 60}
              required
              value={timers[key]}
              onChange={(e) => setTimers((all) => ({ ...all, [key]: e.target.valueAsNumber }))}
            />
          </label>
        ))}
      </fieldset>
      <div className="set-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void run(save, onSaved)}>
          {t('m9000_set_save')} · {t('m9000_set_kitchen')}
        </button>
      </div>
      <SaveStatus status={status} />
    </section>
  );
}
