import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import { serverText } from '@comanda/i18n/server-text';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { registerPublicFiles } from '../http/caller.ts';
import { errorBody } from '../http/errors.ts';
import { createPageBoot } from './page-boot.ts';

const API_PREFIXES = ['/srv/', '/media/', '/kiosk-host/'];
/**
 * Development surfaces (config-surfaces.ts): switched off, their paths are not found — never the site's
 * index.html, so production answers 404 on each (README 'Production checklist').
 */
const DEV_SURFACE_PATHS = ['/dev/', '/printer', '/pay/', '/docs'];

/**
 * The diner site at /, the kiosk renderer (browser mode) at /kiosk/, catalog images at /media/demo/.
 * Page paths the files do not answer get the app's index.html: the app's router decides, and sends
 * unknown paths home (spec/1 §2). API paths that do not exist get a JSON 404.
 */
export async function staticRoutes(app: FastifyInstance, deps: AppDeps) {
  await registerPublicFiles(app, (scope) => publicFiles(scope, deps));
}

async function publicFiles(
  app: FastifyInstance,
  { db, clock, webDist, webRender, kioskDist, mediaDirs }: AppDeps,
) {
  let decorated = false;
  const serve = async (root: string, prefix: string, preCompressed: boolean) => {
    if (!existsSync(root)) return false;
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: !decorated,
      wildcard: true,
      index: false,
      // The built sites carry name.br and name.gz beside each file (scripts/precompress.ts): the one the
      // client accepts is sent as it is (br before gzip), else the file itself; Vary: Accept-Encoding.
      preCompressed,
      // Vite names built assets by content hash, so they never change under the same name.
      setHeaders: (reply, path) => {
        if (path.includes(`${sep}assets${sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    decorated = true;
    return true;
  };
  // The sites first: reply.sendFile, which page() uses for index.html, takes the options of the first
  // registration (decorateReply), and the page must be sent precompressed too.
  // No browser-mode totems on this server (COMANDA_BROWSER_KIOSK off): /kiosk/ is not found, like an API.
  const hasKiosk = kioskDist !== null && (await serve(kioskDist, '/kiosk/', true));
  const hasWeb = await serve(webDist, '/', true);
  // Images are compressed formats already: no copies to look for.
  for (const [prefix, dir] of Object.entries(mediaDirs)) await serve(dir, prefix, false);

  const page = (reply: FastifyReply, built: boolean, root: string, what: string) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`${what} no está construido: ejecuta npm run build (npm start lo hace).`);
    }
    // The page names this build's scripts: asked again each time (no-cache, send's own max-age=0 off).
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
  };

  if (kioskDist !== null) {
    app.get('/kiosk', (_request, reply) => reply.redirect('/kiosk/'));
    app.get('/kiosk/', (_request, reply) => page(reply, hasKiosk, kioskDist, 'El kiosco'));
  }
  app.get('/', (_request, reply) => page(reply, hasWeb, webDist, 'El sitio web'));

  // A menu page comes drawn, with its restaurant, menu and route code (page-boot.ts); other pages are
  // index.html.
  const menuPage = createPageBoot({ db, clock, webDist, webRender, menus: app.menuCache });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const kioskOff = kioskDist === null && (path === '/kiosk' || path.startsWith('/kiosk/'));
    const notPage = kioskOff || [...API_PREFIXES, ...DEV_SURFACE_PATHS].some((p) => path.startsWith(p));
    const isPage = request.method === 'GET' && !notPage;
    if (!isPage) {
      return reply.code(404).send(errorBody('not_found', serverText('m1_err_route_not_found')));
    }
    if (path.startsWith('/kiosk/') && kioskDist !== null)
      return page(reply, hasKiosk, kioskDist, 'El kiosco');
    // The boot data only speeds the page up: if it cannot be read, the app asks for it itself.
    const booted = hasWeb
      ? await menuPage({
          pathname: path,
          url: `${request.protocol}://${request.host}${request.url}`,
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
          onRenderError: (error) => request.log.error({ err: error }, 'menu page render failed'),
        }).catch((error: unknown) => {
          request.log.error({ err: error }, 'menu page boot data failed');
          return null;
        })
      : null;
    if (booted)
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(booted);
    return page(reply, hasWeb, webDist, 'El sitio web');
  });
}
