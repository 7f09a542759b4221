import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** One home block on a page of its own (/home/swiper, /home/notice, /home/debt/*). */
export function BlockPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t(titleKey)} />
      {children}
    </>
  );
}
