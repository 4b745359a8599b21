/**
 * Moves to a category: scrolls its section into view and puts keyboard focus on its heading, so
 * keyboard and screen-reader users land on the category, not back at the top.
 */
export function goToSection(anchor: string): boolean {
  const section = document.getElementById(anchor);
  if (!section) return false;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('[data-section-heading]')?.focus({ preventScroll: true });
  return true;
}
