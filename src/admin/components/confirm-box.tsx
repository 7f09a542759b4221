import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitActions } from './submit-actions';

interface ConfirmBoxProps {
  label: string;
  busy: boolean;
  onCancel: () => void;
  /** the question, and what goes with it */
  children: ReactNode;
}

/** Asks before a form that changes money is saved: its submit button confirms, the other cancels. */
export function ConfirmBox({ label, busy, onCancel, children }: ConfirmBoxProps) {
  const { t } = useTranslation();
  return (
    <div className="confirm" role="alertdialog" aria-label={label}>
      {children}
      <SubmitActions label={t('common.confirm')} busy={busy} onCancel={onCancel} />
    </div>
  );
}
