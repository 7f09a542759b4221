import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CustomerServiceLink } from './customer-service-link';
import styles from './auth-form.module.css';

type Screen = 'login' | 'register' | 'reset';
/** From each screen: the other screens it leads to, each as a question and the link that answers it. */
const LINKS: Record<Screen, [to: Screen, question: string, action: string][]> = {
  login: [
    ['register', 'login.noAccount', 'login.toRegister'],
    ['reset', 'login.forgot', 'login.toReset'],
  ],
  register: [['login', 'register.hasAccount', 'register.toLogin']],
  reset: [['login', 'reset.remembered', 'reset.toLogin']],
};

/** Under the form: the other forms (keeping the wanted path) and customer service. */
export function AuthLinks({ from }: { from: Screen }) {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  return (
    <nav className={styles.links}>
      {LINKS[from].map(([to, question, action]) => (
        <span key={to}>
          {t(question)}{' '}
          <Link className={styles.link} to={{ pathname: `/auth/${to}`, search }} replace>
            {t(action)}
          </Link>
        </span>
      ))}
      <span>
        {t('needHelp')} <CustomerServiceLink className={styles.linkButton} label={t('customerService')} />
      </span>
    </nav>
  );
}
