import type createDOMPurify from 'dompurify';
import { CONTENT_ATTRIBUTES, CONTENT_TAGS, CONTENT_URL } from '../../../contract/content-html';

type Purify = ReturnType<typeof createDOMPurify>;
let purify: Promise<Purify> | undefined;

/** DOMPurify on jsdom: loaded only where HTML is written, never to answer a member's request. */
async function loadPurify(): Promise<Purify> {
  const [{ default: create }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  return create(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
}

/** Content HTML through an allow-list (no scripts, handlers, styles or frames); run on every write. */
export async function sanitizeHtml(html: string): Promise<string> {
  purify ??= loadPurify();
  return (await purify).sanitize(html, {
    ALLOWED_TAGS: [...CONTENT_TAGS],
    ALLOWED_ATTR: [...CONTENT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: CONTENT_URL,
  });
}

// Tags that break a line of text (the allow-list's block and line-break tags): they become a space;
// inline tags (strong, em, a, span…) vanish, so "參加<b>新會員禮遇</b>活動" stays one phrase.
const BREAKING_TAG = /<\/?(p|div|br|hr|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|th|td|img)\b[^>]*>/gi;

/** The plain text of sanitized HTML, for list previews. */
export function plainText(html: string): string {
  return html
    .replace(BREAKING_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
