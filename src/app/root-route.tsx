import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { ReloadPrompt } from '../components/pwa/reload-prompt';
import type { RouteMeta } from './router';

function useDocumentTitle() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const meta = matches.map((match) => match.handle as RouteMeta | undefined).findLast((handle) => handle?.titleKey);
  const title = meta ? t(meta.titleKey) : '';
  const appName = t('appName');
  useEffect(() => {
    document.title = title && title !== appName ? `${title} - ${appName}` : appName;
  }, [title, appName]);
}

/** Above every layout: document title per route and the update prompt. */
export function RootRoute() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <ReloadPrompt />
    </>
  );
}
