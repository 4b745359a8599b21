import { useTranslation } from '@comanda/i18n/react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import type { KioskDataState } from '../kiosk-data/kiosk-data-store.ts';
import { useKioskData } from '../kiosk-data/kiosk-data-store.ts';
import { StatusScreen } from './status-screen.tsx';

type Ready = Extract<KioskDataState, { status: 'ready' }>;

/**
 * Loads the restaurant and menu, shows `placeholder` while they load (or while `holdPlaceholder`),
 * arrival routing when the device is not paired, the error screen when the platform refuses it,
 * a readable message when the platform fails, else the screen.
 */
export function KioskDataGate({
  placeholder,
  holdPlaceholder = false,
  children,
}: {
  placeholder: ReactNode;
  holdPlaceholder?: boolean;
  children: (data: Ready) => ReactNode;
}) {
  const { t } = useTranslation();
  const state = useKioskData((s) => s.state);
  const load = useKioskData((s) => s.load);
  const reset = useKioskData((s) => s.reset);
  useEffect(() => {
    void load();
  }, [load]);

  if (holdPlaceholder) return placeholder;
  // Not paired (or a portal kiosk with no restaurant chosen): arrival routing decides (spec/3 §2).
  if (state.status === 'not_paired') return <Navigate to="/" replace />;
  if (state.status === 'refused') return <Navigate to={`/KioskError/${state.error}`} replace />;
  if (state.status === 'error') {
    const retry = () => {
      reset();
      void load();
    };
    return (
      <StatusScreen
        action={
          <button type="button" className="big-button" onClick={retry}>
            {t('m2000_retry')}
          </button>
        }
      >
        {t('m2000_load_error')} ({state.message})
      </StatusScreen>
    );
  }
  if (state.status !== 'ready') return placeholder;
  return children(state);
}
