import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridge } from '../bridge.ts';

/**
 * Main's pushed events: the inactivity countdown (null when no modal), the reset (go home and reload,
 * spec/3 §9) and a device the platform refused (KioskError, spec/3 §4).
 */
export function useKioskEvents(): { secondsLeft: number | null } {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  useEffect(
    () =>
      bridge.subscribe((event) => {
        if (event.type === 'inactivity') setSecondsLeft(event.phase === 'warning' ? event.secondsLeft : null);
        else if (event.type === 'reset') {
          // A reload leaves nothing of the last diner in memory (spec/3 §9: 'with a reload').
          window.location.hash = `#${event.target}`;
          window.location.reload();
        } else if (event.type === 'device') navigate(`/KioskError/${event.status}`, { replace: true });
      }),
    [navigate],
  );
  return { secondsLeft };
}
