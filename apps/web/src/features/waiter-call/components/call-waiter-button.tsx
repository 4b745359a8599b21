import { callsWaiter } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { lazy, Suspense, useState } from 'react';
import { BellIcon } from '../../../components/icons.tsx';
import type { CallWaiterProps } from './call-waiter-props.ts';
import './call-waiter.css';

// The modal and its live listener are a chunk of their own, loaded at the first press: the menu page's first
// load does not carry them (issue 11: first-load JavaScript).
const WaiterCall = lazy(() => import('./waiter-call.tsx').then((m) => ({ default: m.WaiterCall })));

/**
 * The menu's call-waiter button (spec/1 §2 screen 1: 'A call-waiter button appears when the footer or icon
 * call-waiter setting is on'): a labelled bar button for the footer setting, a round bell for the icon one.
 * It opens the call-waiter modal (screen 13), which stays mounted once opened so the acknowledgement of a call
 * is heard even while it is closed.
 */
export function CallWaiterButton(props: CallWaiterProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  if (!callsWaiter(props.app)) return null;
  const footer = props.app.callWaiterFooter;
  return (
    <>
      <button
        type="button"
        className={`call-waiter ${footer ? 'call-waiter--footer' : 'call-waiter--icon'}`}
        data-raised={props.raised}
        aria-label={footer ? undefined : t('m1_waiter_button')}
        aria-haspopup="dialog"
        data-testid="call-waiter"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <BellIcon />
        {footer ? <span>{t('m1_waiter_button')}</span> : null}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <WaiterCall {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
