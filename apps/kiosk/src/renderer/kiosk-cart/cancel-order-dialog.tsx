import { useTranslation } from '@comanda/i18n/react';
import { ConfirmDialog } from '../common/confirm-dialog.tsx';
import { cancelOrderAndReload } from './cancel-order.ts';

/** 'Cancel the order?' asked first (cart bar, cart, PayOrder): yes cancels it and goes back to Welcome. */
export function CancelOrderDialog({ onKeep }: { onKeep(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      question={t('m2000_cancel_confirm')}
      yes={t('m2000_yes_cancel')}
      no={t('m2000_no_keep')}
      onYes={() => void cancelOrderAndReload()}
      onNo={onKeep}
    />
  );
}
