// What a page's <head> tells link previews and search engines (docs/decisions/0100): drawn on the server only
// (entry-server.tsx), never shipped to the browser.
import type { ProductDetail, ShopDetail } from '@crossbay/contract/catalog';
import type { Locale } from '@crossbay/contract/locales';
import { languageVersions, pageAddress } from '@crossbay/contract/shared-links';

/** The tags one page adds to its head, and its title. */
export type PageHead = { title: string; tags: string };
export type HeadContext = { origin: string; locale: Locale; siteName: string };

const DESCRIPTION_LENGTH = 160;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Inside <script type="application/ld+json"> nothing may close the element: every `<` goes out as \u003c.
const scriptJson = (data: unknown) =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A description's words without its markup, cut at a word near 160 characters. */
export function plainText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[\da-f]+|\w+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isSafeInteger(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

type Preview = { path: string; title: string; description: string; type: string; image: string | null };

/** Description, canonical address, the other languages, Open Graph and a Twitter card. */
function previewTags(page: HeadContext, preview: Preview): string {
  const canonical = pageAddress(page.origin, preview.path, page.locale);
  return [
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languageVersions(page.origin, preview.path).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', canonical),
    preview.image ? meta('property', 'og:image', new URL(preview.image, page.origin).href) : '',
    preview.image?.startsWith('/share/')
      ? meta('property', 'og:image:width', '1200') + meta('property', 'og:image:height', '630')
      : '',
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
  ].join('');
}

const ldJson = (data: object) =>
  `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...data })}</script>`;

function availability(product: ProductDetail): string {
  if (!product.on_sale) return 'https://schema.org/Discontinued';
  return product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

export function productHead(product: ProductDetail, page: HeadContext): PageHead {
  const path = `/detail/${product.id}`;
  const description = plainText(product.description) || `${product.name} · ${product.shop.name}`;
  const images = product.pictures.map((p) => new URL(p.large, page.origin).href);
  const url = pageAddress(page.origin, path, page.locale);
  const rating = product.reviews.product;
  const structured = {
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    url,
    image: images,
    description,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'USD',
      availability: availability(product),
      seller: { '@type': 'Organization', name: product.shop.name },
    },
    // Only from reviews buyers wrote: a product without any carries no rating at all.
    ...(product.reviews.count > 0 && rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating,
            reviewCount: product.reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return {
    title: `${product.name} | ${page.siteName}`,
    tags:
      previewTags(page, {
        path,
        title: product.name,
        description,
        type: 'product',
        // 1200 × 630 with the name and price, drawn by the server (decision 0112).
        image: `/share/product/${product.id}.jpg`,
      }) + ldJson(structured),
  };
}

export function shopHead(shop: ShopDetail, page: HeadContext): PageHead {
  const path = `/shop/${shop.id}`;
  const description = plainText(shop.description) || shop.name;
  const image = shop.logo ?? shop.banner;
  return {
    title: `${shop.name} | ${page.siteName}`,
    tags:
      previewTags(page, { path, title: shop.name, description, type: 'website', image }) +
      ldJson({
        '@type': 'Organization',
        name: shop.name,
        url: pageAddress(page.origin, path, page.locale),
        description,
        ...(shop.logo ? { logo: new URL(shop.logo, page.origin).href } : {}),
      }),
  };
}

/** The home page: its description and languages, small (it is inside a phone's first round trip). */
export function homeHead(description: string, page: HeadContext): string {
  return previewTags(page, {
    path: '/home',
    title: page.siteName,
    description,
    type: 'website',
    image: null,
  });
}

/** A buyer's own page (bag, orders) is his alone: no search engine keeps it. */
export const PRIVATE_PAGE = '<meta name="robots" content="noindex">';
