import sharp, { type OverlayOptions } from 'sharp';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
const TEXT_LEFT = SHARE_HEIGHT + 48;
const TEXT_WIDTH = SHARE_WIDTH - TEXT_LEFT - 48;
const NAME_SIZE = 46;
const NAME_LINES = 4;

export type ShareCard = { name: string; price: string; shop: string; site: string; picture: Buffer | null };

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

// Wide scripts (CJK, Hangul, kana) take a whole em; others about half. Good enough to wrap without measuring.
const widthOf = (text: string) =>
  [...text].reduce(
    (w, c) => w + (/[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(c) ? 1 : 0.56),
    0,
  );

/** The name in at most NAME_LINES lines of the text column, broken between words (or characters, for CJK). */
export function wrapName(name: string, fontSize = NAME_SIZE, lines = NAME_LINES): string[] {
  const perLine = TEXT_WIDTH / fontSize;
  const pieces = [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(name)].map(
    (s) => s.segment,
  );
  const out: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (widthOf(line + piece) <= perLine || line === '') {
      line += piece;
      continue;
    }
    out.push(line.trim());
    line = piece.trimStart();
  }
  if (line.trim()) out.push(line.trim());
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${(kept[lines - 1] ?? '').replace(/\s*\S?$/, '')}…`;
  return kept;
}

/**
 * A product's link-preview picture, 1200 × 630 (the size messengers and Open Graph ask for): its picture on the
 * left, its name, price and shop on the right, as a JPEG well under 300 kB.
 */
export async function drawShareCard(card: ShareCard): Promise<Buffer> {
  const name = wrapName(card.name);
  const nameTop = 120;
  const priceTop = nameTop + name.length * NAME_SIZE * 1.25 + 70;
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
  <style>text { font-family: 'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans Thai', 'DejaVu Sans', sans-serif; }</style>
  ${name
    .map(
      (line, i) =>
        `<text x="${TEXT_LEFT}" y="${nameTop + i * NAME_SIZE * 1.25}" font-size="${NAME_SIZE}" font-weight="600" fill="#1f2329">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  <text x="${TEXT_LEFT}" y="${priceTop}" font-size="72" font-weight="700" fill="#e4393c">${escapeXml(card.price)}</text>
  <text x="${TEXT_LEFT}" y="${priceTop + 64}" font-size="30" fill="#646a73">${escapeXml(card.shop)}</text>
  <text x="${TEXT_LEFT}" y="${SHARE_HEIGHT - 48}" font-size="30" font-weight="700" fill="#0b7a75">${escapeXml(card.site)}</text>
</svg>`;
  const layers: OverlayOptions[] = [];
  if (card.picture) {
    const picture = await sharp(card.picture)
      .resize(SHARE_HEIGHT, SHARE_HEIGHT, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .toBuffer();
    layers.push({ input: picture, left: 0, top: 0 });
  }
  layers.push({ input: Buffer.from(text), left: 0, top: 0 });
  return sharp({
    create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: '#ffffff' },
  })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
