import { useCallback, useEffect, useState } from 'react';
import { Code } from '../../../../contract/envelope';
import type { NewsItem } from '../../../../contract/content';
import { useLanguage } from '../../../lib/i18n/i18n';
import { getNewsItem } from '../api/get-news-item';

export type NewsItemState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; message: string }
  | { status: 'ready'; item: NewsItem };

/** A positive integer id from the query, or null. */
export function parseNewsId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** One news item; a missing, malformed or unknown id is "not found", anything else can be retried. */
export function useNewsItem(id: number | null) {
  const [state, setState] = useState<NewsItemState>(id === null ? { status: 'notFound' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const language = useLanguage();

  useEffect(() => {
    if (id === null) return setState({ status: 'notFound' });
    const controller = new AbortController();
    setState({ status: 'loading' });
    void getNewsItem(id, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ status: 'ready', item: result.data });
      else if (result.code === Code.notFound || result.code === Code.invalid) setState({ status: 'notFound' });
      else setState({ status: 'error', message: result.msg });
    });
    return () => controller.abort();
  }, [id, attempt, language]);

  return { state, retry };
}
