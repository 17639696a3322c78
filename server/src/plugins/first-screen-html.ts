import type { DescribedPage, DrawnPage } from './first-screen.ts';

export type WebManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

const ROOT_START = '<!--first-screen-->';
const ROOT_END = '<!--/first-screen-->';
// The app's chunks, which index.html preloads for a page the app draws itself (web/build/app-preload.ts).
const APP_PRELOAD = /<!--app-preload-->[\s\S]*?<!--\/app-preload-->/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The build's chunks `sources` (manifest keys) and everything they import, in the order they are reached. */
function chunksOf(manifest: WebManifest, sources: string[]) {
  const seen = new Map<string, WebManifest[string]>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen.values()];
}

/** The stylesheets of the build's chunks `sources` (manifest keys) and of everything they import. */
export function stylesheetsOf(manifest: WebManifest, sources: string[]): string[] {
  return [
    ...new Set(chunksOf(manifest, sources).flatMap((chunk) => (chunk.css ?? []).map((sheet) => `/${sheet}`))),
  ];
}

/** The scripts of the build's chunks `sources` (manifest keys) and of everything they import. */
export function scriptsOf(manifest: WebManifest, sources: string[]): string[] {
  return chunksOf(manifest, sources)
    .map((chunk) => `/${chunk.file}`)
    .filter((file) => file.endsWith('.js'));
}

/**
 * index.html with the screen drawn in it: language and direction, title, the screen's stylesheets, its markup in
 * #root (between the markers index.html has there) and the answers it was drawn from, as data the app reads. The
 * app's scripts are not preloaded: they load once the screen's largest picture has painted (web/src/main.tsx).
 */
export type Stylesheet = { href: string; css: string };

/**
 * The screen's own stylesheets go inline: a phone then paints after one request, not one per chunk of the screen.
 * A disabled link with the same address (never fetched) tells the app's loader the sheet is there already.
 */
const inline = ({ href, css }: Stylesheet) =>
  `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` +
  `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled>`;

/**
 * The app's modules for the screen, as preloads the app adds to the page all at once when it starts
 * (web/src/main.tsx): inert until then, so that they never compete with the screen's largest picture, and one
 * insertion instead of one per module by Vite's loader, which costs a phone tens of milliseconds.
 */
const modulesTemplate = (scripts: string[]) =>
  `<template id="app-modules">${scripts
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('')}</template>`;

/** The page's language, direction, title and own head tags (which carry its description when it has one). */
function withHead(html: string, page: DescribedPage, mark = ''): string {
  const own = page.head.includes('name="description"')
    ? html.replace(/<meta name="description"[^>]*>/, '')
    : html;
  return own
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(page.lang)}" dir="${escapeHtml(page.dir)}"${mark}>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${page.head}</head>`);
}

/** index.html with a page's head, for a page the app draws itself (its body stays the app's). */
export function describedHtml(template: string, page: DescribedPage): string {
  const end = template.indexOf('</head>');
  return withHead(template.slice(0, end + '</head>'.length), page) + template.slice(end + '</head>'.length);
}

export function pageHtml(
  template: string,
  page: DrawnPage,
  stylesheets: Stylesheet[],
  scripts: string[] = [],
): string {
  const start = template.indexOf(ROOT_START);
  const end = template.indexOf(ROOT_END);
  if (start === -1 || end === -1) throw new Error(`index.html has no ${ROOT_START} … ${ROOT_END} in #root`);
  const head = template.slice(0, start).replace(APP_PRELOAD, '');
  const links = stylesheets
    .filter(({ href }) => !head.includes(`href="${href}"`))
    .map(inline)
    .join('');
  const drawnHead = withHead(head, page, ' data-drawn').replace('</head>', `${links}</head>`);
  const data =
    modulesTemplate(scripts.filter((href) => !head.includes(`href="${href}"`))) +
    `<script type="application/json" id="first-screen-data">${page.data}</script>`;
  return `${drawnHead}${page.markup}${template.slice(end + ROOT_END.length).replace('</body>', `${data}</body>`)}`;
}
