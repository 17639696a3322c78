import sanitizeHtml from 'sanitize-html';

// Text the platform or a shop writes (product descriptions, the platform page, terms, help answers) is
// shown as HTML: only text structure survives, never scripts, event handlers, styles or links out.
const ALLOWED = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'h3',
    'h4',
    'table',
    'tr',
    'td',
    'th',
    'tbody',
    'thead',
  ],
  allowedAttributes: {},
  disallowedTagsMode: 'discard' as const,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}
