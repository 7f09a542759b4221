import { useEffect, useState } from 'react';

/** Server HTML made safe to render (scripts, event handlers and `javascript:` links removed). */
export async function sanitizeHtml(html: string): Promise<string> {
  // Loaded on demand: DOMPurify stays out of the first-load bundle.
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
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
