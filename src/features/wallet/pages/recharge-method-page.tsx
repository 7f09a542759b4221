import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../contract/calls';
import type { DepositMethod as Method } from '../../../../contract/content';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageHeader } from '../../../components/page-header';
import { CryptoPayTo } from '../components/crypto-pay-to';
import { PayToRow } from '../components/pay-to-row';
import { RechargeDone } from '../components/recharge-done';
import { RechargeForm } from '../components/recharge-form';
import styles from '../components/wallet.module.css';
import { useConfig } from '../../../lib/query/use-call';

/** One recharge (入金) channel: where to pay (from config), then what was paid. */
export default function RechargeMethodPage({ method, titleKey }: { method: Method; titleKey: string }) {
  const { t } = useTranslation('wallet');
  const config = useConfig();
  const [done, setDone] = useState<{ result: CallData<'recharge'>; amount: string } | null>(null);
  const channel = config?.deposit_channels.find((candidate) => candidate.method === method);

  const finished = (result: CallData<'recharge'>, amount: string) => {
    setDone({ result, amount });
  };

  return (
    <>
      <PageHeader title={t(titleKey, { ns: 'common' })} />
      {!config ? (
        <ListSkeleton />
      ) : !channel ? (
        <EmptyState text={t('deposit.channelMissing')} />
      ) : done ? (
        <RechargeDone result={done.result} amount={done.amount} onAgain={() => setDone(null)} />
      ) : (
        <>
          <section className={styles.channel}>
            <h2 className={styles.channelTitle}>{channel.title}</h2>
            <p className={styles.instructions}>{channel.instructions}</p>
            {method === 'numbercard' && config.crypto_deposit_address ? (
              <CryptoPayTo address={config.crypto_deposit_address} network={config.crypto_deposit_network} />
            ) : (
              <PayToRow label={t('deposit.account')} value={channel.account} testId="deposit-account" copy />
            )}
          </section>
          <RechargeForm method={method} onDone={finished} />
        </>
      )}
    </>
  );
}
