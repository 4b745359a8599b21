import { ApiError } from '@comanda/api-client';
import type { TWaiterCall } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { currentDateLocale } from '../../../lib/language.ts';
import { openLiveSocket } from '../../../lib/live-socket.ts';
import { staffWaiterCalls } from '../api/staff-api.ts';
import { boardStore } from '../store/staff-board-instance.ts';
import { applyCallEvent, newCalls } from '../store/waiter-calls.ts';
import { useChime } from './use-chime.ts';

/**
 * Calls from the venue's tables (issue 14 item 4; spec/1 §2 screen 13): the open ones when the board opens,
 * each new one live (the venue's `waiter` events) and announced like a new order, seen and heard; 'Voy'
 * acknowledges it, which its diner hears live and every board of the venue drops.
 */
export function WaiterCallsPanel({ token, irl }: { token: string; irl: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [calls, setCalls] = useState<TWaiterCall[]>([]);
  const [fresh, setFresh] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState('');
  const known = useRef<Set<string> | null>(null);
  const { chime } = useChime();

  useEffect(() => {
    let live = true;
    known.current = null;
    setFresh([]);
    const failed = (e: unknown) => {
      if (e instanceof ApiError && e.status === 401) boardStore.getState().sessionEnded();
      else setError(errorMessage(e));
    };
    const load = () =>
      staffWaiterCalls.open(irl).then((list) => {
        if (!live) return;
        setError('');
        setCalls(list);
      }, failed);
    void load();
    const stop = openLiveSocket(
      { type: 'subscribe', restaurants: [], staff: { token, irl } },
      (event) => {
        if (event.type === 'waiter' && event.call.irl === irl)
          setCalls((list) => applyCallEvent(list, event.call));
      },
      (reconnected) => {
        if (reconnected) void load();
      },
    );
    return () => {
      live = false;
      stop();
    };
  }, [token, irl]);

  // The new-call alert: calls that were not on the board before, announced like new orders.
  useEffect(() => {
    const arrived = newCalls(known.current, calls);
    known.current = new Set(calls.map((c) => c.id));
    if (arrived.length === 0) return;
    setFresh((before) => [...arrived.map((c) => c.id), ...before]);
    if (!boardStore.getState().muted) chime();
  }, [calls, chime]);

  const acknowledge = (call: TWaiterCall) => {
    setBusy(call.id);
    staffWaiterCalls
      .acknowledge(call.id)
      .then((done) => setCalls((list) => applyCallEvent(list, done)))
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setBusy(''));
  };
  const open = new Set(calls.map((c) => c.id));
  const announced = fresh.filter((id) => open.has(id));
  const time = new Intl.DateTimeFormat(currentDateLocale(), { timeStyle: 'short' });
  const what = (call: TWaiterCall) =>
    t(call.kind === 'bill' ? 'p5000_call_bill' : 'p5000_call_waiter', { table: call.mesaName });

  return (
    <section className="staff-board__calls" aria-labelledby={titleId} data-testid="waiter-calls">
      <h2 id={titleId} className="card__title">
        {t('m5000_calls_title')} <span className="muted">({calls.length})</span>
      </h2>
      {announced.length > 0 ? (
        <p role="alert" className="notice notice--warn" data-testid="waiter-calls-alert">
          <strong>{t('p5000_calls_new', { count: announced.length })}</strong>{' '}
          {calls
            .filter((c) => announced.includes(c.id))
            .map(what)
            .join(', ')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      {calls.length === 0 ? <p className="muted small">{t('m5000_calls_empty')}</p> : null}
      <ul className="staff-board__list">
        {calls.map((call) => (
          <li key={call.id} className="card staff-call" data-testid="waiter-call-card" data-kind={call.kind}>
            <p>
              <strong>{what(call)}</strong>{' '}
              <span className="muted small">{time.format(new Date(call.createdAt))}</span>
            </p>
            {call.sector ? (
              <p className="muted small">{t('p5000_call_sector', { sector: call.sector })}</p>
            ) : null}
            {call.comment ? <p>{t('p5000_comment', { text: call.comment })}</p> : null}
            <button
              type="button"
              className="button"
              disabled={busy === call.id}
              aria-label={t('p5000_call_ack_named', { table: call.mesaName })}
              onClick={() => acknowledge(call)}
            >
              {t('m5000_call_ack')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
