import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** Marks the region of index.html a page drawn by the server leaves out (server/src/plugins/first-screen-html.ts). */
export const APP_PRELOAD_START = '<!--app-preload-->';
export const APP_PRELOAD_END = '<!--/app-preload-->';

/**
 * The page's own script loads the app (`entry`) with a dynamic import, which the browser discovers only once
 * that script runs. For a page the app draws itself (every page but the ones the server draws), index.html names
 * the app's chunks and stylesheets up front, fetched in parallel with the page's script. A page the server drew
 * leaves them out: its largest picture comes first, the app after it has painted.
 */
export function appPreload(entry: string): Plugin {
  return {
    name: 'crossbay:app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entry));
        if (!app) throw new Error(`no chunk of the build comes from ${entry}`);
        const scripts = new Set<string>();
        const sheets = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) sheets.add(sheet);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        visit(app);
        const links = [
          ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...sheets].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ];
        return html.replace('</head>', `${APP_PRELOAD_START}${links.join('')}${APP_PRELOAD_END}</head>`);
      },
    },
  };
}
