import { SettingsIcon } from '../../../components/icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { configAtom, userInfoAtom } from '../../../lib/state/app.atoms';
import { avatarSrc } from '../avatar-src';
import styles from './profile-header.module.css';
import { MemberAvatar } from './member-avatar';

/** Avatar, nickname and account of the member, with the way to settings. */
export function ProfileHeader() {
  const { t } = useTranslation('account');
  const userInfo = useAtomValue(userInfoAtom);
  const config = useAtomValue(configAtom);
  return (
    <header className={styles.header}>
      <Link to="/my/info" className={styles.who}>
        <MemberAvatar
          src={avatarSrc(userInfo?.avatar ?? '', config)}
          className={styles.avatar}
          alt={t('info.avatar')}
        />
        <div className={styles.names}>
          <div className={styles.nickname}>{userInfo?.nickname || userInfo?.account || '—'}</div>
          <div className={styles.account}>{t('my.account', { account: userInfo?.account ?? '—' })}</div>
        </div>
      </Link>
      <Link to="/my/setting" className={styles.setting} aria-label={t('shortcuts.setting')}>
        <SettingsIcon aria-hidden="true" />
      </Link>
    </header>
  );
}
