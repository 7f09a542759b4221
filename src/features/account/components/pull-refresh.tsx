import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** antd-mobile's pull to refresh with the app's wording. */
export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <PullToRefresh
      onRefresh={async () => void (await onRefresh())}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.release')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.complete')}
    >
      {children}
    </PullToRefresh>
  );
}
