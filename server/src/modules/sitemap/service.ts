import { languageVersions } from '@crossbay/contract/shared-links';
import type { Db } from '#server/db/connect.ts';
import { lastProductId, productsForSitemap } from '#server/modules/catalog/service.ts';
import { lastShopId, shopsForSitemap } from '#server/modules/shops/service.ts';

/**
 * Ids per page of the sitemap: a page is a range of ids, so any page is one indexed read however large the
 * catalogue, and each page stays far under a sitemap's 50 000 addresses and 50 MB (15 addresses per product).
 */
export const IDS_PER_PAGE = 2000;

const SECTIONS = {
  products: { path: (id: number) => `/detail/${id}`, rows: productsForSitemap, last: lastProductId },
  shops: { path: (id: number) => `/shop/${id}`, rows: shopsForSitemap, last: lastShopId },
} as const;
export type SitemapSection = keyof typeof SECTIONS;
export const isSitemapSection = (name: string): name is SitemapSection => name in SECTIONS;

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** One address with its 14 languages and the one they share (docs/decisions/0100). */
function urlEntry(origin: string, path: string, changed: string | null): string {
  const versions = languageVersions(origin, path);
  const shared = versions[versions.length - 1]?.href ?? path;
  const lastmod = changed
    ? `<lastmod>${escapeXml(new Date(changed).toISOString().slice(0, 10))}</lastmod>`
    : '';
  const links = versions
    .map((v) => `<xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${escapeXml(v.href)}"/>`)
    .join('');
  return `<url><loc>${escapeXml(shared)}</loc>${lastmod}${links}</url>\n`;
}

const urlset = (entries: string) =>
  `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries}</urlset>\n`;

/** The sitemap index: the home page's, then one page per range of product ids and of shop ids. */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const pages = ['/sitemap/home.xml'];
  for (const [name, section] of Object.entries(SECTIONS)) {
    const count = Math.ceil((await section.last(db)) / IDS_PER_PAGE);
    for (let page = 1; page <= count; page++) pages.push(`/sitemap/${name}-${page}.xml`);
  }
  const entries = pages.map(
    (path) => `<sitemap><loc>${escapeXml(new URL(path, origin).href)}</loc></sitemap>\n`,
  );
  return `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

export const homeSitemap = (origin: string): string => urlset(urlEntry(origin, '/home', null));

/** Page `page` (from 1) of a section: what is on sale (products) or open (shops) now. */
export async function sectionSitemap(db: Db, origin: string, name: SitemapSection, page: number) {
  const section = SECTIONS[name];
  const rows = await section.rows(db, (page - 1) * IDS_PER_PAGE + 1, page * IDS_PER_PAGE);
  return urlset(rows.map((row) => urlEntry(origin, section.path(row.id), row.changed)).join(''));
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
