import List from 'antd-mobile/es/components/list';
import { BankcardIcon, KeyIcon, LockIcon, UserIcon } from '../../../components/icons';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { userInfoAtom } from '../../../lib/state/app.atoms';

// passkeys (WebAuthn) load with this screen, never with the app's first load
const PasskeySection = lazy(() => import('../../../components/passkeys/passkey-section'));

/** The account centre: profile, the two passwords, the payout accounts and the member's passkeys. */
export default function UserCenterPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // after a password change (login-password-page, trade-password-page): the passkeys still sign in, listed to review
  const review = (useLocation().state as { reviewPasskeys?: boolean } | null)?.reviewPasskeys === true;
  const userInfo = useAtomValue(userInfoAtom);
  const tradeState = userInfo ? t(userInfo.hasTradePassword ? 'info.set' : 'info.notSet') : '';
  return (
    <>
      <PageHeader title={t('title.userCenter', { ns: 'common' })} />
      <List>
        <List.Item prefix={<UserIcon />} onClick={() => void navigate('/my/usercenter/baseinfo')}>
          {t('center.baseInfo')}
        </List.Item>
        <List.Item prefix={<LockIcon />} onClick={() => void navigate('/my/usercenter/loginpassword')}>
          {t('center.loginPassword')}
        </List.Item>
        <List.Item
          prefix={<KeyIcon />}
          extra={tradeState}
          onClick={() => void navigate('/my/usercenter/tradepassword')}
        >
          {t('center.tradePassword')}
        </List.Item>
        <List.Item prefix={<BankcardIcon />} onClick={() => void navigate('/my/usercenter/paycard')}>
          {t('center.payCard')}
        </List.Item>
      </List>
      <Suspense fallback={null}>
        <PasskeySection review={review} />
      </Suspense>
    </>
  );
}
