import {
  localText,
  sectorsOf,
  type TCheckInTable,
  tableLabel,
  tablesOfSector,
  WAITER_COMMENT_MAX,
  type WaiterCallKind,
  WaiterStep,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { loadTexts } from '../../../lib/lazy-texts.ts';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { followCall } from '../api/follow-call.ts';
import { waiterCalls } from '../api/waiter-api.ts';
import { useWaiterCall, waiterCallStore } from '../store/waiter-call-instance.ts';
import { type CallTarget, callTarget, sendMessageRequest } from '../store/waiter-call-store.ts';
import type { CallWaiterProps } from './call-waiter-props.ts';
import '../../../components/panels.css';

await loadTexts('checkin', 'server');

type Props = CallWaiterProps & { open: boolean; onClose: () => void };

/**
 * The call-waiter modal (spec/1 §2 screen 13) and, while a call waits for staff, its follower: the diner's own
 * stream of the live socket, where the board's acknowledgement arrives, and the call read again on each
 * (re)connection (issue 14 item 4).
 */
export function WaiterCall(props: Props) {
  const token = useSessionToken();
  const call = useWaiterCall((s) => s.call);
  const waitingFor = call !== null && call.acknowledgedAt === null ? call.id : null;
  useEffect(() => {
    if (!token || !waitingFor) return;
    return followCall({ token, callId: waitingFor, onCall: (c) => waiterCallStore.getState().heard(c) });
  }, [token, waitingFor]);
  if (!props.open) return null;
  const close = () => {
    waiterCallStore.getState().close();
    props.onClose();
  };
  return (
    <WaiterDialog
      {...props}
      target={callTarget(props.app, props.seated)}
      signedIn={!!token}
      onClose={close}
    />
  );
}

function WaiterDialog({
  app,
  irl,
  dk,
  target,
  signedIn,
  guestSlot,
  onClose,
}: Props & { target: CallTarget; signedIn: boolean }) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const step = useWaiterCall((s) => s.step);
  const call = useWaiterCall((s) => s.call);
  const sending = useWaiterCall((s) => s.sending);
  const error = useWaiterCall((s) => s.error);
  const [comment, setComment] = useState('');
  const [picked, setPicked] = useState({ sector: '', table: '' });
  const tables = useVenueTables(target.kind === 'pick' && signedIn ? irl : null, dk);

  const send = (kind: WaiterCallKind) =>
    waiterCalls.send(
      sendMessageRequest({
        irl,
        dk,
        kind,
        comment,
        table: target.kind === 'table' ? target.id : picked.table,
        sector: target.kind === 'table' ? '' : picked.sector,
      }),
    );
  const press = (button: 'call' | 'pay' | 'send-comment') =>
    void waiterCallStore.getState().press(button, app, send);
  const acknowledged = call?.acknowledgedAt != null;

  return (
    <dialog ref={ref} className="sheet sheet--small" aria-labelledby={titleId} data-testid="waiter-call">
      {target.kind === 'unreadable' ? (
        <>
          <h2 id={titleId} className="sheet__title">
            {t('m1_waiter_read_error_title')}
          </h2>
          <p role="alert">{t('m1_waiter_read_error_hint')}</p>
        </>
      ) : (
        <h2 id={titleId} className="sheet__title">
          {t('m1_waiter_title')}
        </h2>
      )}
      {target.kind === 'unreadable' ? null : !signedIn ? (
        <>
          <p>
            {t('m1_waiter_sign_in')} <Link to="/l/profile">{t('m1_sign_in')}</Link>
          </p>
          {guestSlot}
        </>
      ) : (
        <>
          {target.kind === 'table' ? (
            <p className="muted">
              {t('p1_waiter_at_table', { table: tableLabel(target.name, t('m1_waiter_table')) })}
            </p>
          ) : null}
          {step === WaiterStep.initial ? (
            <>
              {target.kind === 'pick' ? (
                <TablePicker tables={tables} picked={picked} onPick={setPicked} />
              ) : null}
              <p>{t('m1_waiter_intro')}</p>
              <div className="waiter-call__choices">
                <button
                  type="button"
                  className="button"
                  disabled={sending || (target.kind === 'pick' && picked.table === '')}
                  onClick={() => press('call')}
                >
                  {t('m1_waiter_call')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={sending || (target.kind === 'pick' && picked.table === '')}
                  onClick={() => press('pay')}
                >
                  {t('m1_waiter_pay')}
                </button>
              </div>
            </>
          ) : null}
          {step === WaiterStep.comment ? (
            <CommentStep
              comment={comment}
              onChange={setComment}
              sending={sending}
              onSend={() => press('send-comment')}
            />
          ) : null}
          {step === WaiterStep.onTheWay || step === WaiterStep.bill ? (
            <>
              <h3>{t(step === WaiterStep.bill ? 'm1_waiter_bill_asked' : 'm1_waiter_called')}</h3>
              <p role="status" data-testid="waiter-call-status" data-acknowledged={acknowledged}>
                {acknowledged
                  ? t(step === WaiterStep.bill ? 'm1_waiter_bill_preparing' : 'm1_waiter_on_the_way')
                  : t('m1_waiter_waiting')}
              </p>
            </>
          ) : null}
          {sending ? <p role="status">{t('m1_waiter_sending')}</p> : null}
          {error ? (
            <p role="alert" className="notice notice--error">
              {error}
            </p>
          ) : null}
        </>
      )}
      <div className="sheet__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('m1_waiter_close')}
        </button>
      </div>
    </dialog>
  );
}

/** Step 1 (spec/1 §4): the optional comment, at most 80 characters (spec/1 §5, §9). */
function CommentStep(props: {
  comment: string;
  onChange: (text: string) => void;
  sending: boolean;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('m1_waiter_comment_label')}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={WAITER_COMMENT_MAX}
          value={props.comment}
          aria-describedby={`${id}-count`}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <span id={`${id}-count`} className="field__hint waiter-call__count">
          {t('p1_waiter_comment_count', { n: props.comment.length, max: WAITER_COMMENT_MAX })}
        </span>
      </div>
      <button type="button" className="button" disabled={props.sending} onClick={props.onSend}>
        {t('m1_waiter_send')}
      </button>
    </>
  );
}

type Picked = { sector: string; table: string };

/** The sector and table selectors (spec/1 §5): sector 'ZB.' lists every table. */
function TablePicker(props: { tables: TCheckInTable[]; picked: Picked; onPick: (picked: Picked) => void }) {
  const { t, i18n } = useTranslation();
  const sectorId = useId();
  const tableId = useId();
  const { sector, table } = props.picked;
  return (
    <div className="field-row">
      <div className="field">
        <label className="field__label" htmlFor={sectorId}>
          {t('m1_waiter_sector')}
        </label>
        <select
          id={sectorId}
          value={sector}
          onChange={(e) => props.onPick({ sector: e.target.value, table: '' })}
        >
          <option value="">{t('m1_waiter_choose')}</option>
          {sectorsOf(props.tables).map((s, i) => (
            <option key={s} value={s}>
              {i === 0 ? t('m1_waiter_all_tables') : s}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={tableId}>
          {t('m1_waiter_table')}
        </label>
        <select id={tableId} value={table} onChange={(e) => props.onPick({ sector, table: e.target.value })}>
          <option value="">{t('m1_waiter_choose')}</option>
          {tablesOfSector(props.tables, sector).map((tb) => (
            <option key={tb.id} value={tb.id}>
              {localText(tb.nm, tb.nmTrad, i18n.language)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The venue's tables for the selectors, asked once the modal needs them; none while they cannot be had. */
function useVenueTables(irl: string | null, dk: string): TCheckInTable[] {
  const [tables, setTables] = useState<TCheckInTable[]>([]);
  useEffect(() => {
    if (!irl) return;
    let live = true;
    waiterCalls.tables(irl, dk).then(
      (list) => live && setTables(list),
      () => live && setTables([]),
    );
    return () => {
      live = false;
    };
  }, [irl, dk]);
  return tables;
}
