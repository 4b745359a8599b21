import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';
import {
  DISPATCH_FILTERS,
  type DispatchFilter,
  STATUS_FILTERS,
  type StatusFilter,
} from '../store/board-view.ts';
import { boardStore, useBoard } from '../store/staff-board-instance.ts';

/**
 * The board's filters by status and dispatch type, and the new-order sound setting (issue 13 item 2). The
 * sound is this screen's setting, kept across restarts; a browser plays it only once the page was touched.
 */
export function BoardToolbar({ soundArmed }: { soundArmed: boolean }) {
  const { t } = useTranslation();
  const filter = useBoard((s) => s.filter);
  const muted = useBoard((s) => s.muted);
  const statusId = useId();
  const dispatchId = useId();
  return (
    <div className="staff-board__toolbar">
      <label className="field staff-board__filter" htmlFor={statusId}>
        <span className="field__label">{t('m5000_filter_status')}</span>
        <select
          id={statusId}
          value={filter.status}
          onChange={(e) => boardStore.getState().setFilter({ status: e.target.value as StatusFilter })}
        >
          {STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(`m5000_filter_status_${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field staff-board__filter" htmlFor={dispatchId}>
        <span className="field__label">{t('m5000_filter_dispatch')}</span>
        <select
          id={dispatchId}
          value={String(filter.dispatch)}
          onChange={(e) => {
            const value = e.target.value;
            const dispatch = (value === 'all' ? 'all' : Number(value)) as DispatchFilter;
            boardStore.getState().setFilter({ dispatch });
          }}
        >
          {DISPATCH_FILTERS.map((d) => (
            <option key={d} value={String(d)}>
              {d === 'all' ? t('m5000_filter_dispatch_all') : t(`m5000_type_${d}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="staff-board__sound">
        <input
          type="checkbox"
          checked={!muted}
          onChange={(e) => boardStore.getState().setMuted(!e.target.checked)}
        />
        <span>{t('m5000_sound')}</span>
      </label>
      {!muted && !soundArmed ? (
        <p className="muted small" data-testid="staff-sound-hint">
          {t('m5000_sound_tap')}
        </p>
      ) : null}
    </div>
  );
}
