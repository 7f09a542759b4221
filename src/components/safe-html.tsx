import { useEffect, useState } from 'react';
import { CONTENT_ATTRIBUTES, CONTENT_TAGS, CONTENT_URL } from '../../contract/content-html';

/** The HTML Sanitizer API (Chromium 138+): `setHTML` never lets scripts, handlers or `javascript:` through. */
interface SanitizingElement extends Element {
  setHTML(html: string, options: { sanitizer: { elements: string[]; attributes: string[] } }): void;
}
const hasSanitizer = (element: Element): element is SanitizingElement => 'setHTML' in element;

/**
 * Server HTML made safe to render through the content allow-list (contract/content-html): by the browser's
 * own Sanitizer where it has one, else by DOMPurify, loaded on demand so it never weighs on a first load.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const box = document.createElement('div');
  if (!hasSanitizer(box)) {
    const { default: DOMPurify } = await import('dompurify');
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...CONTENT_TAGS],
      ALLOWED_ATTR: [...CONTENT_ATTRIBUTES],
      ALLOWED_URI_REGEXP: CONTENT_URL,
    });
  }
  box.setHTML(html, { sanitizer: { elements: [...CONTENT_TAGS], attributes: [...CONTENT_ATTRIBUTES] } });
  for (const element of box.querySelectorAll('[href], [src]')) {
    for (const name of ['href', 'src']) {
      const url = element.getAttribute(name);
      if (url !== null && !CONTENT_URL.test(url)) element.removeAttribute(name);
    }
  }
  return box.innerHTML;
}

interface SafeHtmlProps {
  html: string;
  className?: string | undefined;
}

/** The sanitized form of `html`, or null until DOMPurify has cleaned it. */
export function useSanitizedHtml(html: string | null): string | null {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (html === null) return;
    let current = true;
    void sanitizeHtml(html).then((result) => {
      if (current) setClean({ source: html, html: result });
    });
    return () => {
      current = false;
    };
  }, [html]);
  return html !== null && clean?.source === html ? clean.html : null;
}

/** Renders server HTML only after DOMPurify has cleaned it; nothing before that. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useSanitizedHtml(html);
  if (clean === null) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
