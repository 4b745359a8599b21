import { useCallback, useEffect, useRef, useState } from 'react';

type AudioContextClass = typeof AudioContext;

/**
 * The new-order sound: a short two-tone beep made with Web Audio (no file to load). Browsers let a page play
 * sound only after a person touched it, so the first tap or key on the page arms it (creates and resumes the
 * audio context); until then `armed` is false and the board says so. It arms on the click, not on the press
 * before it: the hint then goes away, and the page must not move under a tap that is not over yet.
 */
export function useChime() {
  const context = useRef<AudioContext | null>(null);
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const Audio = (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
      | AudioContextClass
      | undefined;
    if (!Audio) return;
    const arm = () => {
      context.current ??= new Audio();
      void context.current.resume().then(() => setArmed(context.current?.state === 'running'));
    };
    window.addEventListener('click', arm);
    window.addEventListener('keydown', arm);
    return () => {
      window.removeEventListener('click', arm);
      window.removeEventListener('keydown', arm);
      void context.current?.close();
      context.current = null;
    };
  }, []);
  const chime = useCallback(() => {
    const audio = context.current;
    if (audio?.state !== 'running') return;
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.22, 1175],
    ] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.21);
    }
  }, []);
  return { armed, chime };
}
