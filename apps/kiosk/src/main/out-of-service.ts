import { createI18n } from '@comanda/i18n';
import { kioskFallback } from '@comanda/i18n/kiosk';

/**
 * The totem's own out-of-service screen (spec/3 §8 'Dispositivo no disponible'), shown by main when the
 * kiosk page keeps crashing or cannot load. It is a self-contained data: page — no script, no file, no
 * network — so it shows even when the renderer bundle or the platform is what is broken. Spanish first,
 * English below: nobody chose a language on a totem that is out of service.
 */
export async function outOfServiceUrl(): Promise<string> {
  const [es, en] = await Promise.all([
    kioskFallback('kiosk', 'es', 'kiosk'),
    kioskFallback('kiosk', 'en', 'kiosk'),
  ]);
  const i18n = createI18n({
    files: ['kiosk'],
    embedded: { es: { kiosk: es ?? {} }, en: { kiosk: en ?? {} } },
  });
  const text = (language: 'es' | 'en') => {
    const t = i18n.getFixedT(language);
    return { title: t('m2000_error_unavailable_title'), body: t('m2000_error_unavailable_text') };
  };
  return `data:text/html;charset=utf-8,${encodeURIComponent(outOfServicePage(text('es'), text('en')))}`;
}

type Texts = { title: string; body: string };

export function outOfServicePage(main: Texts, other: Texts): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(main.title)}</title>
<style>
  html, body { margin: 0; height: 100%; background: #111111; color: #f5f5f5; font-family: sans-serif; }
  body { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4vh;
         text-align: center; padding: 0 8vw; box-sizing: border-box; cursor: default; user-select: none; }
  h1 { font-size: clamp(2rem, 6vmin, 4rem); margin: 0; }
  p { font-size: clamp(1.2rem, 3.5vmin, 2.2rem); margin: 0; max-width: 40ch; }
  .other { opacity: 0.75; font-size: 0.8em; }
</style></head>
<body>
  <h1>${escapeHtml(main.title)}</h1>
  <p>${escapeHtml(main.body)}</p>
  <p class="other" lang="en">${escapeHtml(other.title)}. ${escapeHtml(other.body)}</p>
</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
