import { useTranslation } from '@comanda/i18n/react';
import { createPortal } from 'react-dom';
import { notificationsStore, sayNotice, useNotifications } from '../lib/notifications.ts';
import { useTopModalDialog } from '../lib/use-modal-dialog.ts';

/**
 * The site's passing messages (lib/notifications.ts), stacked at the foot of the screen: each one a live
 * region of its own — role=status read politely, an error role=alert read at once — with a button that
 * dismisses it. Each is put in words here, in the language shown now. While a modal dialog is open they show inside it: the page behind is inert, so a message
 * left there could be neither read nor dismissed.
 */
export function Notifications() {
  const { t } = useTranslation();
  const items = useNotifications((s) => s.items);
  const dialog = useTopModalDialog();
  const stack = (
    <div className="notifications" data-testid="notifications">
      {items.map((item) => (
        <div
          key={item.id}
          className="notifications__item"
          role={item.error ? 'alert' : 'status'}
          aria-live={item.error ? 'assertive' : 'polite'}
          data-error={item.error}
          data-kind={item.kind}
        >
          <span className="notifications__text">{sayNotice((key, params) => t(key, params), item.text)}</span>
          <button
            type="button"
            className="notifications__dismiss"
            aria-label={t('m1_close')}
            onClick={() => notificationsStore.getState().dismiss(item.id)}
          />
        </div>
      ))}
    </div>
  );
  return dialog ? createPortal(stack, dialog) : stack;
}
