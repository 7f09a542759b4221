import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CustomerServiceLink } from './customer-service-link';
import styles from './auth-form.module.css';

/** Under the form: the other form (keeping the wanted path) and customer service. */
export function AuthLinks({ to }: { to: 'login' | 'register' }) {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const [question, action] =
    to === 'register' ? ['login.noAccount', 'login.toRegister'] : ['register.hasAccount', 'register.toLogin'];
  return (
    <nav className={styles.links}>
      <span>
        {t(question)}{' '}
        <Link className={styles.link} to={{ pathname: `/auth/${to}`, search }} replace>
          {t(action)}
        </Link>
      </span>
      <span>
        {t('needHelp')} <CustomerServiceLink className={styles.linkButton} label={t('customerService')} />
      </span>
    </nav>
  );
}
