import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Language,
  menuPathVenue,
  PAGE_BOOT_ELEMENT_ID,
  type TMenu,
  type TRestaurantInfo,
  type VenueKey,
} from '@comanda/domain';
import type { Database } from '../db/database.ts';
import type { MenuCache } from '../store/menu-cache.ts';
import { findProfile, toRestaurantInfo } from '../store/restaurants.ts';
import { type LanguageHints, loadRenderEntry, pageLanguage } from './menu-page-render.ts';

/**
 * The diner site's modules of the menu route (apps/web/src/app/routes.tsx): its loader and its page. Their
 * chunks, read from Vite's build manifest, are preloaded by the menu page so they arrive with the page.
 */
export const MENU_ROUTE_MODULES = ['src/app/menu-route/menu-loader.ts', 'src/app/menu-route/menu-route.tsx'];

type BootData = { json: string; info: TRestaurantInfo; menuAnswer: string };
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type PageBootDeps = {
  db: Database;
  clock: () => Date;
  webDist: string;
  menus: MenuCache;
  /** The web's server render entry; by default dist-server/server-render.js beside the site's dist/. */
  webRender?: string;
};

/** A menu page request: the path, the address the browser asked for, and its language hints. */
export type MenuPageRequest = LanguageHints & {
  pathname: string;
  url: string;
  /** Told when the page's HTML could not be drawn; the page is served without it. */
  onRenderError: (error: unknown) => void;
};

/**
 * The menu page served with what its route would fetch first (issue 11 item 4) and drawn (issue 11: the
 * page paints from the server's HTML): for a menu path of a known restaurant, the site's index.html with
 * - `<link rel="modulepreload">` (and the stylesheets) of the menu route's chunks, so the browser fetches
 *   the route's code with the page instead of after the entry script ran;
 * - a `<script type="application/json" id="comanda-boot">` holding the venue and the very answers of
 *   GET /srv/test and POST /srv/getrestomenu (the latter from the menu cache, no second query), which the
 *   route's loader uses instead of calling. A JSON block is data, never run, so the strict CSP allows it;
 * - the page itself inside `<div id="root" data-rendered-in="{language}">`, drawn by the web's server render
 *   entry (apps/web/src/server-render.tsx) in the language the browser will choose (menu-page-render.ts),
 *   and `<html lang>` to match; the browser hydrates it. The page shows without the app's code, so its
 *   preloads leave <head>: the app's (index.html's links marked `data-app`) and the route's chunks are
 *   listed on #root (`data-preload`), and the small entry script asks for them once the cover photo has
 *   painted (apps/web/src/main.tsx), so they never share a slow line with it. Without the entry, or when
 *   it fails (told to `onRenderError`), the page comes without its HTML and the browser draws it, as before.
 * Any other path, an unknown restaurant or a site without a build manifest: null, and the plain index.html
 * is served (the app shows its own not-found).
 */
export function createPageBoot({ db, clock, webDist, menus, webRender }: PageBootDeps) {
  const indexFile = readWhenChanged(join(webDist, 'index.html'), (text) => text);
  const preloads = readWhenChanged(join(webDist, '.vite', 'manifest.json'), (text) =>
    menuRouteFiles(JSON.parse(text) as Manifest),
  );
  const renderEntry = loadRenderEntry(webRender ?? join(webDist, '..', 'dist-server', 'server-render.js'));

  return async function menuPage(request: MenuPageRequest): Promise<string | null> {
    const venue = menuPathVenue(request.pathname);
    if (!venue) return null;
    const data = await bootData(venue);
    const html = data && (await indexFile());
    if (!data || !html) return null;
    const block = `<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">${escapeForScript(data.json)}</script>`;
    const language = pageLanguage(venue.pais, request);
    const drawn = await drawPage(venue, language, request.url, data).catch((error: unknown) => {
      request.onRenderError(error);
      return null;
    });
    const route = (await preloads()) ?? { modules: [], styles: [] };
    // The app's chunks that index.html preloads already are not asked for twice.
    const routeModules = route.modules.filter((href) => !html.includes(`href="${href}"`));
    // Functions as replacements: a '$' in the inserted text (a price, a name) is never a pattern.
    const withBlock = html.replace('</body>', () => `${block}</body>`);
    if (drawn === null) {
      const links = [...routeModules.map(modulePreloadTag), ...route.styles.map(stylesheetTag)].join('');
      return withBlock.replace('</head>', () => `${links}</head>`);
    }
    const later: string[] = [];
    const page = withBlock.replace(APP_PRELOAD, (_tag, href: string) => {
      later.push(href);
      return '';
    });
    later.push(...routeModules);
    const preloadLater = later.length > 0 ? ` data-preload="${[...new Set(later)].join(' ')}"` : '';
    return page
      .replace('</head>', () => `${route.styles.map(stylesheetTag).join('')}</head>`)
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-rendered-in="${language}"${preloadLater}>${drawn}</div>`,
      );
  };

  /** The page's HTML from the render entry, or null when there is no entry. */
  async function drawPage(venue: VenueKey, language: Language, url: string, data: BootData) {
    const render = await renderEntry();
    if (!render) return null;
    const menu = (JSON.parse(data.menuAnswer) as { data: TMenu }).data;
    return render({ url, language, venue, info: data.info, menu });
  }

  /**
   * The boot block's JSON, `{"venue":…,"info":<the /srv/test answer>,"menu":<the /srv/getrestomenu answer>}`,
   * with the restaurant and the menu's answer it holds; or null.
   */
  async function bootData(venue: VenueKey): Promise<BootData | null> {
    const profile = await findProfile(db, {
      amb: 'PROD',
      pais: venue.pais,
      sid: venue.simpleId,
      dk: venue.dk,
    });
    if (!profile) return null;
    const menu = await menus.answer({ ir: profile.ir, il: profile.il, dk: venue.dk }, clock());
    if (!menu) return null;
    const info = toRestaurantInfo(profile);
    const json = `{"venue":${JSON.stringify(venue)},"info":${JSON.stringify({ ok: true, data: info })},"menu":${menu}}`;
    return { json, info, menuAnswer: menu };
  }
}

/**
 * JSON that cannot leave its <script> block: '<' (so no '</script>' or '<!--'), '>' and '&' become \u escapes,
 * as do the line separators old parsers choke on. JSON.parse reads the same values back.
 */
export function escapeForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** index.html's preloads of the app's code (apps/web/vite-preload-app.ts), with their address. */
const APP_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)" data-app>\s*/g;

const modulePreloadTag = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
const stylesheetTag = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

/** The menu route's chunks and their imports, less what the entry already loads, and their stylesheets. */
export type RouteFiles = { modules: string[]; styles: string[] };

/** The menu route's files by address (/assets/…), read from Vite's build manifest. */
export function menuRouteFiles(manifest: Manifest): RouteFiles {
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
  return { modules: chunks.map((chunk) => `/${chunk.file}`), styles: css.map((file) => `/${file}`) };
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
