import { useEffect, useState } from 'react';

/**
 * The anchor of the category the diner is reading: the last section whose top has passed under the
 * sticky header (the line is the section's own scroll-margin-top, so phone and desktop agree). At the
 * very bottom of the page the last sections can never reach that line, so there the last section whose
 * top is on screen wins — otherwise choosing the final category would light up the one before it.
 */
export function useActiveSection(anchors: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(anchors[0] ?? null);
  // The same sections drawn again (a language switch re-titles them) are not measured again: measuring lays
  // the page out at once, inside the switch's click, and the switch then lays it out a second time.
  const key = anchors.join('\n');

  useEffect(() => {
    const ids = key === '' ? [] : key.split('\n');
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = ids
        .map((anchor) => document.getElementById(anchor))
        .filter((el): el is HTMLElement => el !== null);
      const first = sections[0];
      if (!first) return;
      const line = Number.parseFloat(getComputedStyle(first).scrollMarginTop) + 8;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      let current = first.id;
      for (const section of sections) {
        const top = section.getBoundingClientRect().top;
        if (top <= line || (atBottom && top < window.innerHeight)) current = section.id;
      }
      setActive(current);
    };
    // One measurement per frame at most, however fast the scroll events come.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);

  return active;
}
