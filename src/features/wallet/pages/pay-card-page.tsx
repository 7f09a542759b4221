import List from 'antd-mobile/es/components/list';
import { BankcardIcon, CoinIcon, GlobeIcon } from '../../../components/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { PAY_ROUTES } from '../pay-kinds';

const ICONS = { wallet: CoinIcon, hkbank: GlobeIcon, bank: BankcardIcon } as const;

/** The three kinds of payout account, each to its list. */
export default function PayCardPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('title.payCard', { ns: 'common' })} />
      <List header={t('payCard.header')}>
        {(['wallet', 'hkbank', 'bank'] as const).map((kind) => {
          const Icon = ICONS[kind];
          return (
            <List.Item
              key={kind}
              prefix={<Icon />}
              description={t(`payCard.hint.${kind}`)}
              onClick={() => void navigate(PAY_ROUTES[kind].list)}
            >
              {t(`payCard.kind.${kind}`)}
            </List.Item>
          );
        })}
      </List>
    </>
  );
}
