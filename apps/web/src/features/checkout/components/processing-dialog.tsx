import { savedOrderView, type TSaveOrderAnswer } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useRef } from 'react';
import { ReceivedCheck } from '../../../components/received-check.tsx';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { processedMessageKey } from '../model/processed-message.ts';
import { checkoutStore, useCheckout } from '../store/checkout-store-instance.ts';

type Saved = Extract<TSaveOrderAnswer, { preflight: false }>;

/** How long the 'received' check and its message show before the diner moves on to their orders. */
const RECEIVED_MS = 2500;

/**
 * The processing modal (spec/1 §2 screen 6, §4 'Order saving' 3–5): 'Estamos creando tu pedido', then for an
 * order received at once the 'received' animation with the processed message of its type and payment, after
 * which the host moves on (tab 1). A prepaid order is never 'received' before it is paid: it goes straight to
 * the host, which sends the diner to the provider (payment-redirect.tsx). A failure shows the server's words
 * with a retry that reuses the attempt's key.
 */
export function ProcessingDialog({
  onRetry,
  onSaved,
}: {
  onRetry: () => void;
  onSaved: (answer: Saved) => void;
}) {
  const { t } = useTranslation();
  const phase = useCheckout((s) => s.phase);
  const saved = useCheckout((s) => s.saved);
  const error = useCheckout((s) => s.saveError);
  const titleId = useId();
  const ref = useModalDialog(() => {
    if (phase === 'failed') checkoutStore.getState().dismissError();
  });
  const view = phase === 'received' && saved ? savedOrderView(saved.order) : null;
  // The host's callback changes with every render of the host; each saved answer is handed over once.
  const handOver = useRef(onSaved);
  handOver.current = onSaved;
  const received = view?.received ?? null;
  useEffect(() => {
    if (received === null || !saved) return;
    if (!received) {
      handOver.current(saved);
      return;
    }
    const timer = setTimeout(() => handOver.current(saved), RECEIVED_MS);
    return () => clearTimeout(timer);
  }, [received, saved]);
  return (
    <dialog
      ref={ref}
      className="sheet sheet--small processing"
      aria-labelledby={titleId}
      aria-busy={phase === 'saving'}
      data-testid="processing"
    >
      {phase === 'saving' || (view && !view.received) ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <h2 id={titleId} className="sheet__title" role="status">
            {t('m1_processing_title')}
          </h2>
        </>
      ) : view ? (
        <>
          <ReceivedCheck />
          <h2 id={titleId} className="sheet__title" role="status">
            {t('m1_processing_received')}
          </h2>
          <p data-testid="processed-message">{t(processedMessageKey(view))}</p>
          {saved?.transferText ? <p className="notice small">{saved.transferText}</p> : null}
        </>
      ) : (
        <>
          <h2 id={titleId} className="sheet__title">
            {t('m1_error_title')}
          </h2>
          <p role="alert" className="notice notice--error">
            {error}
          </p>
          <div className="sheet__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => checkoutStore.getState().dismissError()}
            >
              {t('m1_close')}
            </button>
            <button type="button" className="button" onClick={onRetry}>
              {t('m1_retry')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
