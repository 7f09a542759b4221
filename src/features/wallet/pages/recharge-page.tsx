import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageHeader } from '../../../components/page-header';
import { useConfig } from '../../../lib/query/use-call';

/** The deposit channels the operator offers (config), each to its own screen. */
export default function RechargePage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const config = useConfig();
  return (
    <>
      <PageHeader title={t('title.deposit', { ns: 'common' })} />
      {!config ? (
        <ListSkeleton />
      ) : config.deposit_channels.length === 0 ? (
        <EmptyState text={t('deposit.noChannels')} />
      ) : (
        <List header={t('deposit.chooseMethod')}>
          {config.deposit_channels.map((channel) => (
            <List.Item
              key={channel.method}
              description={t(`deposit.method.${channel.method}`)}
              onClick={() => void navigate(`/my/deposit/${channel.method}`)}
            >
              {channel.title}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
