import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../contract/brand';
import type { PageProps } from './router';

/** One screen of the route table: sets the document title and renders the (lazy) page. */
export function RoutePage({ titleKey, page: Page }: { titleKey: string; page: ComponentType<PageProps> }) {
  const { t } = useTranslation('common');
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} - ${BRAND_NAME}`;
  }, [title]);
  return <Page titleKey={titleKey} />;
}
