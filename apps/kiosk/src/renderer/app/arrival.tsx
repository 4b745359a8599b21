import { useTranslation } from '@comanda/i18n/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridge } from '../bridge.ts';
import { StatusScreen } from '../common/status-screen.tsx';

/** Arrival (spec/3 §2 'Kiosk hosts'): KIOUSER → Welcome, else KIOPORTAL → SelectRestaurant, else pairing. */
export function Arrival() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void bridge.device
      .arrival()
      .then((to) => live && navigate(to, { replace: true }))
      .catch(() => live && navigate('/KioskError/notAvailable', { replace: true }));
    return () => {
      live = false;
    };
  }, [navigate]);
  return <StatusScreen>{t('m2000_loading')}</StatusScreen>;
}
