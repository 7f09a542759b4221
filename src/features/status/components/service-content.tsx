import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../lib/i18n/i18n';
import styles from './service-content.module.css';

/**
 * The body of a customer-service page this server serves (the demo's /customer-service), shown inside the app's
 * layout with its tab bar and font rather than as a page of its own. Its HTML is the server's, escaped there; it
 * is read again when the language changes (the server picks the language from the app's cookie).
 */
export function useServiceContent(link: string | null): string | null | 'failed' {
  const language = useLanguage();
  const [html, setHtml] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    if (!link) return;
    const controller = new AbortController();
    fetch(link, { signal: controller.signal, headers: { accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((page) => {
        const main = new DOMParser().parseFromString(page, 'text/html').querySelector('main');
        setHtml(main ? main.innerHTML : 'failed');
      })
      .catch(() => !controller.signal.aborted && setHtml('failed'));
    return () => controller.abort();
  }, [link, language]);
  return html;
}

/** The page's sections; its links to the app's screens open them in the app. */
export function ServiceContent({ html }: { html: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return <div className={styles.content} onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />;
}
