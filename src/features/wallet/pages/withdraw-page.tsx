import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { FundsStrip } from '../components/funds-strip';

const DESTINATIONS = ['numbercard', 'hkbankcard', 'bankcard'] as const;

/** Where the money can go, with the balances it comes from. */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('title.withdraw', { ns: 'common' })} />
      <FundsStrip />
      <List header={t('withdraw.chooseMethod')}>
        {DESTINATIONS.map((destination) => (
          <List.Item
            key={destination}
            description={t(`withdraw.method.${destination}Hint`)}
            onClick={() => void navigate(`/my/withdraw/${destination}`)}
          >
            {t(`withdraw.method.${destination}`)}
          </List.Item>
        ))}
        <List.Item onClick={() => void navigate('/my/withdraw/balance')}>{t('withdraw.method.balance')}</List.Item>
        <List.Item onClick={() => void navigate('/my/withdrawrecord')}>{t('withdraw.records')}</List.Item>
      </List>
    </>
  );
}
