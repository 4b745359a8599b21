import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where the renderer lives: electron-vite's dev server during `electron-vite dev`
 * (ELECTRON_RENDERER_URL), else the built index.html beside this bundle (apps/kiosk/out/renderer).
 */
export function rendererLocation(): { url: string; isOwn(frameUrl: string): boolean } {
  const devUrl = process.env.ELECTRON_RENDERER_URL;
  if (devUrl) {
    const origin = new URL(devUrl).origin;
    return { url: devUrl, isOwn: (frameUrl) => safeUrl(frameUrl)?.origin === origin };
  }
  const file = fileURLToPath(new URL('../renderer/index.html', import.meta.url));
  const own = pathToFileURL(file);
  return {
    url: own.href,
    // Same file, any #/route: HashRouter keeps every screen inside index.html.
    isOwn: (frameUrl) => {
      const u = safeUrl(frameUrl);
      return u !== null && u.protocol === 'file:' && u.pathname === own.pathname;
    },
  };
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
