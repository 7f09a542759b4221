/**
 * What server HTML (news, notices' and the board's content) may hold: the server writes it through this
 * allow-list (DOMPurify), and the app renders it through the same one (the browser's Sanitizer, or DOMPurify).
 */
export const CONTENT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
] as const;

export const CONTENT_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'width', 'height'] as const;

/** Links and images: web, same-site and mail addresses only. */
export const CONTENT_URL = /^(https?:|\/(?!\/)|mailto:)/i;
