import { useTranslation } from 'react-i18next';

interface SubmitActionsProps {
  /** the submit button's words */
  label: string;
  busy: boolean;
  onCancel: () => void;
}

/** A form's buttons: its submit (disabled while it is sent) and a cancel. */
export function SubmitActions({ label, busy, onCancel }: SubmitActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="actions">
      <button className="primary" type="submit" disabled={busy}>
        {label}
      </button>
      <button type="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
