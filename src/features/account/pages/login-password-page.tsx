import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { toast } from '../../../lib/toast';
import { LoginPasswordForm } from '../components/login-password-form';
import styles from './account-pages.module.css';

export default function LoginPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const done = () => {
    toast(t('password.done'));
    // the passkeys still sign in without the old password: the account centre lists them to review
    void navigate('/my/usercenter', { replace: true, state: { reviewPasskeys: true } });
  };
  return (
    <>
      <PageHeader title={t('title.loginPassword', { ns: 'common' })} />
      <p className={styles.hint}>{t('password.hint')}</p>
      <LoginPasswordForm onDone={done} />
    </>
  );
}
