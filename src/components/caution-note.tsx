import type { ReactNode, Ref } from 'react';
import styles from './caution-note.module.css';

/** Something the member must know before going on (a wait, a risk), announced as a status; `className` places it. */
export function CautionNote(props: { children: ReactNode; className?: string; ref?: Ref<HTMLParagraphElement> }) {
  const { children, className, ref } = props;
  return (
    <p className={className ? `${styles.caution} ${className}` : styles.caution} role="status" ref={ref}>
      {children}
    </p>
  );
}
