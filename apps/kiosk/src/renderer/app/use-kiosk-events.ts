import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridge } from '../bridge.ts';

/**
 * Main's pushed events: the inactivity countdown (null when no modal; `ends` whether it ends in a reset), the reset (go home and reload,
 * spec/3 §9), a device the platform refused (KioskError, spec/3 §4) and one it revoked (back to pairing).
 */
export type InactivityWarning = { secondsLeft: number; ends: boolean };

export function useKioskEvents(): { warning: InactivityWarning | null } {
  const navigate = useNavigate();
  const [warning, setWarning] = useState<InactivityWarning | null>(null);
  useEffect(
    () =>
      bridge.subscribe((event) => {
        if (event.type === 'inactivity')
          setWarning(event.phase === 'warning' ? { secondsLeft: event.secondsLeft, ends: event.ends } : null);
        else if (event.type === 'reset') {
          // A reload leaves nothing of the last diner in memory (spec/3 §9: 'with a reload').
          window.location.hash = `#${event.target}`;
          window.location.reload();
        } else if (event.type === 'device') navigate(`/KioskError/${event.status}`, { replace: true });
        else if (event.type === 'unpaired') {
          // Revoked from /staff/kiosks: the device forgot its pairing; a reload starts it clean on pairing.
          window.location.hash = '#/ProfileLogin';
          window.location.reload();
        }
      }),
    [navigate],
  );
  return { warning };
}
