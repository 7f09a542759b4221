import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS, type LimitKind } from '../../../../contract/limits';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useLimits } from '../api/limits';
import { LimitForm } from '../components/limit-form';
import { LimitSummary } from '../components/limit-summary';
import styles from './limits-page.module.css';

/** /my/limits: the member's deposit, loss and stake limits (issue 44 §1), kept by the server. */
export default function LimitsPage() {
  const { t } = useTranslation('limits');
  const limits = useLimits();
  const [kind, setKind] = useState<LimitKind>('deposit');
  return (
    <>
      <PageHeader title={t('title')} />
      <QueryView query={limits}>
        {({ timeZone, limits: items }) => {
          const item = items.find((l) => l.kind === kind)!;
          return (
            <>
              <p className={styles.intro}>{t('intro', { zone: timeZone })}</p>
              <Tabs activeKey={kind} onChange={(key) => setKind(key as LimitKind)}>
                {LIMIT_KINDS.map((k) => (
                  <Tabs.Tab key={k} title={t(`kind.${k}`)} />
                ))}
              </Tabs>
              <LimitSummary item={item} timeZone={timeZone} now={Date.now()} />
              <LimitForm key={kind} item={item} />
            </>
          );
        }}
      </QueryView>
    </>
  );
}
