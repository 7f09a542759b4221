import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format/time';
import { useProfile } from '../../../lib/query/use-call';
import { configAtom } from '../../../lib/state/app.atoms';
import { avatarSrc } from '../avatar-src';
import styles from './account-pages.module.css';
import { MemberAvatar } from '../components/member-avatar';

/** The member's profile as the server keeps it, with the way to edit it. */
export default function InfoPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const userInfo = useProfile();
  const config = useAtomValue(configAtom);
  const text = (value: string) => value || <span className={styles.weak}>{t('info.empty')}</span>;
  return (
    <>
      <PageHeader title={t('title.myInfo', { ns: 'common' })} />
      {!userInfo ? (
        <ListSkeleton />
      ) : (
        <>
          <List>
            <List.Item
              extra={
                <MemberAvatar
                  src={avatarSrc(userInfo.avatar, config)}
                  alt={t('info.avatar')}
                />
              }
            >
              {t('info.avatar')}
            </List.Item>
            <List.Item extra={text(userInfo.nickname)}>{t('info.nickname')}</List.Item>
            <List.Item extra={userInfo.account}>{t('info.account')}</List.Item>
            <List.Item extra={text(userInfo.realName)}>{t('info.realName')}</List.Item>
            <List.Item extra={text(userInfo.phone)}>{t('info.phone')}</List.Item>
            <List.Item extra={text(userInfo.email)}>{t('info.email')}</List.Item>
            <List.Item extra={t(userInfo.hasTradePassword ? 'info.set' : 'info.notSet')}>
              {t('info.tradePassword')}
            </List.Item>
            <List.Item extra={formatDateTime(userInfo.createdAt)}>{t('info.createdAt')}</List.Item>
          </List>
          <div className={styles.actions}>
            <Button block color="primary" onClick={() => void navigate('/my/usercenter/baseinfo')}>
              {t('info.edit')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
