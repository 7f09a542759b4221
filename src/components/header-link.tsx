import { Link } from 'react-router-dom';
import styles from './header-link.module.css';

/** A short text link in a PageHeader's right slot ("table", "history", "my deposits"). */
export function HeaderLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className={styles.link} to={to}>
      {children}
    </Link>
  );
}
