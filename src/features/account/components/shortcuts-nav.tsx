import List from 'antd-mobile/es/components/list';
import {
  AccountIcon,
  BillIcon,
  ChartIcon,
  ClockIcon,
  DepositIcon,
  LockIcon,
  MessageIcon,
  SettingsIcon,
  UserIcon,
  WithdrawIcon,
} from '../../../components/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from './nav.module.css';

const ITEMS = [
  { key: 'rechargeRecord', to: '/my/rechargerecord', Icon: DepositIcon },
  { key: 'withdrawRecord', to: '/my/withdrawrecord', Icon: WithdrawIcon },
  { key: 'tradeRecord', to: '/my/traderecord', Icon: ChartIcon },
  { key: 'terminalRecord', to: '/my/terminalrecord', Icon: ClockIcon },
  { key: 'ledgerRecord', to: '/my/ledgerrecord', Icon: BillIcon },
  { key: 'statements', to: '/my/statements', Icon: BillIcon },
  { key: 'limits', to: '/my/limits', Icon: LockIcon },
  { key: 'breaks', to: '/my/breaks', Icon: ClockIcon },
  { key: 'userCenter', to: '/my/usercenter', Icon: AccountIcon },
  { key: 'info', to: '/my/info', Icon: UserIcon },
  { key: 'setting', to: '/my/setting', Icon: SettingsIcon },
  { key: 'customer', to: '/customer', Icon: MessageIcon },
] as const;

/** The records, the account centre, settings and customer service; `titled` false where the page header names it. */
export function ShortcutsNav({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <nav className={styles.list} aria-label={t('shortcuts.title')}>
      <List header={titled ? t('shortcuts.title') : undefined}>
        {ITEMS.map(({ key, to, Icon }) => (
          <List.Item
            key={key}
            prefix={<Icon className={styles.listIcon} aria-hidden="true" />}
            onClick={() => void navigate(to)}
          >
            {t(`shortcuts.${key}`)}
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
