import type { ReactNode } from 'react';
import styles from './status.module.css';

interface StatusScreenProps {
  /** a status code shown large (404, 503); none when there is no answer to quote */
  code?: string;
  heading: string;
  what: string;
  todo: string;
  children: ReactNode;
}

/** The shared face of the 404 and maintenance pages. */
export function StatusScreen({ code, heading, what, todo, children }: StatusScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="status-heading">
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id="status-heading" className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.text}>{what}</p>
      <p className={styles.text}>{todo}</p>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
