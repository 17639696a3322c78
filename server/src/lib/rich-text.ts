import sanitizeHtml from 'sanitize-html';

// Product descriptions are shown as HTML: only text structure survives, never scripts, styles or links out.
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

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}
