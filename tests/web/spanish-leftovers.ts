import type { Page } from '@playwright/test';

/**
 * Finds Spanish left on a page shown in English (issue 11 proof): every visible text, including text
 * only screen readers hear, and the aria-label, title, alt and placeholder of visible elements, minus the
 * restaurant's own data (names, descriptions, addresses: written by the restaurant, in its language) and
 * minus what is named in Spanish on purpose (an element marked lang="es", such as 'Español' in the switch).
 */

/** Words of our Spanish texts that English never uses, and the marks only Spanish writes. */
const SPANISH =
  /[áéíóúñ¿¡]|\b(de|del|el|la|las|los|tu|tus|para|con|sin|pedido|pedidos|agregar|quitar|volver|cerrar|buscar|productos?|categorías?|carrito|pagar|confirmar|dirección|nombre|apellido|guardar|cancelar|idioma|inicio|desde|dcto|cerrado|abierto|retiro|propina|cupón|mesa|correo|enviar|código|ingresar|cuenta|salir|hoy|mañana|agotado|unidad|unidades|minutos?|segundos?|horas?|elige|teléfono|cerca|ti|aquí|más|ver|mis)\b/i;

/**
 * Every string of a JSON answer (the restaurant's data), but a Spanish text the restaurant also wrote in English
 * (`nm` beside `nmTrad.en`, `dn` beside `dnTrad.en`…): an English page must show that one, so its Spanish is
 * not the restaurant's to keep (issue 11 item 3).
 */
export function stringsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && value.trim().length > 1) into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    const inEnglish = (name: string) =>
      [`${name}Trad`, name === 'np' || name === 'nm' ? 'nombreTrad' : ''].some((trad) => {
        const translations = fields[trad] as Record<string, unknown> | undefined;
        return typeof translations?.en === 'string' && translations.en.trim() !== '';
      });
    for (const [name, item] of Object.entries(fields)) if (!inEnglish(name)) stringsOf(item, into);
  }
  return into;
}

/** The restaurant's own texts: its info and its menu as the platform gives them. */
export async function restaurantTexts(page: Page, pais: string, sid: number): Promise<Set<string>> {
  const info = await (await page.request.get(`/srv/test?pais=${pais}&sid=${sid}`)).json();
  const menu = await (
    await page.request.post('/srv/getrestomenu', { data: { irl: info.data.id, dk: '' } })
  ).json();
  return stringsOf([info.data, menu.data]);
}

/** What the page shows and says, as text lines. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const markedSpanish = (el: Element) =>
      el.closest('[lang]')?.getAttribute('lang') === 'es' &&
      el.closest('[lang]') !== document.documentElement;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript') || markedSpanish(el) || !el.checkVisibility())
        continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (markedSpanish(el) || !el.checkVisibility()) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(`${name}=${value}`);
      }
    }
    texts.push(`document.title=${document.title}`);
    return texts;
  });
}

/** The shown texts that still read Spanish once the restaurant's own texts are cut out. */
export async function spanishLeftovers(page: Page, restaurant: Set<string>): Promise<string[]> {
  const own = [...restaurant].sort((a, b) => b.length - a.length);
  const left: string[] = [];
  for (const text of await shownTexts(page)) {
    let rest = text;
    for (const piece of own) if (rest.includes(piece)) rest = rest.split(piece).join(' ');
    if (SPANISH.test(rest)) left.push(text);
  }
  return left;
}
