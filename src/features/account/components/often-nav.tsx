import List from 'antd-mobile/es/components/list';
import {
  BillOutline,
  ClockCircleOutline,
  DownlandOutline,
  HistogramOutline,
  MessageOutline,
  SetOutline,
  UploadOutline,
  UserOutline,
  UserSetOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from './nav.module.css';

const ITEMS = [
  { key: 'rechargeRecord', to: '/my/rechargerecord', Icon: DownlandOutline },
  { key: 'withdrawRecord', to: '/my/withdrawrecord', Icon: UploadOutline },
  { key: 'tradeRecord', to: '/my/traderecord', Icon: HistogramOutline },
  { key: 'terminalRecord', to: '/my/terminalrecord', Icon: ClockCircleOutline },
  { key: 'ledgerRecord', to: '/my/ledgerrecord', Icon: BillOutline },
  { key: 'userCenter', to: '/my/usercenter', Icon: UserSetOutline },
  { key: 'info', to: '/my/info', Icon: UserOutline },
  { key: 'setting', to: '/my/setting', Icon: SetOutline },
  { key: 'customer', to: '/customer', Icon: MessageOutline },
] as const;

/** The records, the account centre, settings and customer service; `titled` false where the page header names it. */
export function OftenNav({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <nav className={styles.list} aria-label={t('oftenNav.title')}>
      <List header={titled ? t('oftenNav.title') : undefined}>
        {ITEMS.map(({ key, to, Icon }) => (
          <List.Item
            key={key}
            prefix={<Icon className={styles.listIcon} aria-hidden="true" />}
            onClick={() => void navigate(to)}
          >
            {t(`oftenNav.${key}`)}
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
