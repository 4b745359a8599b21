import type { TSaveOrderAnswer } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { checkoutStore, useCheckout } from '../store/checkout-store-instance.ts';

type Saved = Extract<TSaveOrderAnswer, { preflight: false }>;

/** How long the 'received' check shows before the diner moves on. */
const RECEIVED_MS = 1200;

/**
 * The processing modal (spec/1 §2 screen 6, §4 'Order saving'): 'Estamos creando tu pedido', then the
 * 'received' check; a failure shows the server's words with a retry that reuses the attempt's key.
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
  useEffect(() => {
    if (phase !== 'received' || !saved) return;
    const timer = setTimeout(() => onSaved(saved), RECEIVED_MS);
    return () => clearTimeout(timer);
  }, [phase, saved, onSaved]);
  return (
    <dialog
      ref={ref}
      className="sheet sheet--small processing"
      aria-labelledby={titleId}
      aria-busy={phase === 'saving'}
    >
      {phase === 'saving' ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <h2 id={titleId} className="sheet__title" role="status">
            {t('m1_processing_title')}
          </h2>
        </>
      ) : phase === 'received' ? (
        <>
          <span className="received-check" aria-hidden="true">
            ✓
          </span>
          <h2 id={titleId} className="sheet__title" role="status">
            {t('m1_processing_received')}
          </h2>
          <p>{saved?.redirect ? t('m1_order_processed_prepaid') : t('m1_order_processed')}</p>
          {saved?.transferText ? <p className="notice small">{saved.transferText}</p> : null}
          {saved?.redirect ? (
            <>
              <p>{t('m1_processing_redirect')}</p>
              <a className="button" href={saved.redirect}>
                {t('m1_processing_go_pay')}
              </a>
            </>
          ) : null}
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
