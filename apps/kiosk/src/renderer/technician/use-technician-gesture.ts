import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createCornerTaps } from './corner-taps.ts';

/**
 * Watches every touch for the hidden gesture (corner-taps.ts) and opens the technician's PIN screen. In the
 * capture phase, so no screen's own handler can swallow it; it never stops a tap from reaching the screen.
 */
export function useTechnicianGesture(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname.startsWith('/technician')) return;
    const gesture = createCornerTaps(() => ({ width: window.innerWidth, height: window.innerHeight }));
    const onPointer = (event: PointerEvent) => {
      if (gesture.tap({ x: event.clientX, y: event.clientY, at: event.timeStamp })) navigate('/technician');
    };
    window.addEventListener('pointerdown', onPointer, { capture: true });
    return () => window.removeEventListener('pointerdown', onPointer, { capture: true });
  }, [navigate, pathname]);
}
