import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** One screen of the route table: sets the document title and renders the (lazy) page. */
export function RoutePage({ titleKey, page: Page }: { titleKey: string; page: ComponentType }) {
  const { t } = useTranslation('common');
  const title = t(titleKey);
  const appName = t('appName');
  useEffect(() => {
    document.title = `${title} - ${appName}`;
  }, [title, appName]);
  return <Page />;
}
