import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { menuPathVenue, PAGE_BOOT_ELEMENT_ID, type VenueKey } from '@comanda/domain';
import type { Database } from '../db/database.ts';
import type { MenuCache } from '../store/menu-cache.ts';
import { findProfile, toRestaurantInfo } from '../store/restaurants.ts';

/**
 * The diner site's modules of the menu route (apps/web/src/app/routes.tsx): its loader and its page. Their
 * chunks, read from Vite's build manifest, are preloaded by the menu page so they arrive with the page.
 */
export const MENU_ROUTE_MODULES = ['src/app/menu-route/menu-loader.ts', 'src/app/menu-route/menu-route.tsx'];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type PageBootDeps = { db: Database; clock: () => Date; webDist: string; menus: MenuCache };

/**
 * The menu page served with what its route would fetch first (issue 11 item 4): for a menu path of a known
 * restaurant, the site's index.html with
 * - `<link rel="modulepreload">` (and the stylesheets) of the menu route's chunks, so the browser fetches
 *   the route's code with the page instead of after the entry script ran;
 * - a `<script type="application/json" id="comanda-boot">` holding the venue and the very answers of
 *   GET /srv/test and POST /srv/getrestomenu (the latter from the menu cache, no second query), which the
 *   route's loader uses instead of calling. A JSON block is data, never run, so the strict CSP allows it.
 * Any other path, an unknown restaurant or a site without a build manifest: null, and the plain index.html
 * is served (the app shows its own not-found).
 */
export function createPageBoot({ db, clock, webDist, menus }: PageBootDeps) {
  const indexFile = readWhenChanged(join(webDist, 'index.html'), (text) => text);
  const preloads = readWhenChanged(join(webDist, '.vite', 'manifest.json'), (text) =>
    menuRouteLinks(JSON.parse(text) as Manifest),
  );

  return async function menuPage(pathname: string): Promise<string | null> {
    const venue = menuPathVenue(pathname);
    if (!venue) return null;
    const data = await bootData(venue);
    const html = data && (await indexFile());
    if (!data || !html) return null;
    const block = `<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">${escapeForScript(data)}</script>`;
    return html
      .replace('</head>', `${(await preloads()) ?? ''}</head>`)
      .replace('</body>', `${block}</body>`);
  };

  /** `{"venue":…,"info":<the /srv/test answer>,"menu":<the /srv/getrestomenu answer>}`, or null. */
  async function bootData(venue: VenueKey): Promise<string | null> {
    const profile = await findProfile(db, {
      amb: 'PROD',
      pais: venue.pais,
      sid: venue.simpleId,
      dk: venue.dk,
    });
    if (!profile) return null;
    const menu = await menus.answer({ ir: profile.ir, il: profile.il, dk: venue.dk }, clock());
    if (!menu) return null;
    const info = JSON.stringify({ ok: true, data: toRestaurantInfo(profile) });
    return `{"venue":${JSON.stringify(venue)},"info":${info},"menu":${menu}}`;
  }
}

/**
 * JSON that cannot leave its <script> block: '<' (so no '</script>' or '<!--'), '>' and '&' become \u escapes,
 * as do the line separators old parsers choke on. JSON.parse reads the same values back.
 */
export function escapeForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The link tags of the menu route's chunks and their imports, less what the entry already loads. */
export function menuRouteLinks(manifest: Manifest): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) visit(entryKey, loaded);
  const wanted = new Set<string>();
  for (const key of MENU_ROUTE_MODULES) visit(key, wanted);
  const chunks = [...wanted].filter((key) => !loaded.has(key)).map((key) => manifest[key] as ManifestChunk);
  const entryCss = new Set(entry?.css ?? []);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !entryCss.has(file));
  return [
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('');
}

/** A file's content through `parse`, read again only when its modification time changes; null if absent. */
function readWhenChanged<T>(path: string, parse: (text: string) => T): () => Promise<T | null> {
  let seen: { mtimeMs: number; value: T } | null = null;
  return async () => {
    const mtimeMs = await stat(path).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (seen?.mtimeMs !== mtimeMs) seen = { mtimeMs, value: parse(await readFile(path, 'utf8')) };
    return seen.value;
  };
}
