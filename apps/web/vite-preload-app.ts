import type { Plugin } from 'vite';

/**
 * index.html preloads the app's code (src/boot.tsx's chunk and every chunk it imports), which the small
 * entry (src/main.tsx) imports dynamically: a page the browser draws itself (home, account…) gets it at
 * once, in parallel with the entry, as when it was the entry's own. They are marked `data-app`: on a menu
 * page the server drew, the platform takes them out of <head> (apps/server/src/routes/page-boot.ts) and
 * the entry asks for them after the cover photo painted.
 */
export function preloadApp(appModule: string): Plugin {
  return {
    name: 'comanda-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const app = Object.values(bundle).find(
          (out) => out.type === 'chunk' && out.facadeModuleId?.endsWith(appModule),
        );
        if (app?.type !== 'chunk') return [];
        // The entry's own imports are preloaded by Vite already.
        const files = new Set<string>();
        const visit = (file: string) => {
          const out = bundle[file];
          if (files.has(file) || file === chunk.fileName || !out || out.type !== 'chunk') return;
          files.add(file);
          for (const imported of out.imports) visit(imported);
        };
        visit(app.fileName);
        return [...files]
          .filter((file) => !chunk.imports.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-app': true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
