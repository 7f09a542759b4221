import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../lib/api-client';

/** A form's submission: busy while it runs, then the server's message and field errors (in the operator's language). */
export function useSubmit() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  async function submit<T>(run: () => Promise<ApiResult<T>>): Promise<T | undefined> {
    setBusy(true);
    setError(undefined);
    setFields({});
    const result = await run();
    setBusy(false);
    if (result.ok) return result.data;
    const fieldErrors = result.fields ?? {};
    setFields(fieldErrors);
    // a 400's message is its first field error, shown under that field: the banner is for the rest
    const message = result.msg || t('common.lost');
    setError(Object.values(fieldErrors).includes(message) ? undefined : message);
    return undefined;
  }
  return { busy, error, fields, submit };
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  help?: string | undefined;
  children: ReactNode;
}

/** A labelled control with its help and its error. */
export function Field({ label, error, help, children }: FieldProps) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      {children}
      {help && <span className="field-help">{help}</span>}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

export function FormError({ error }: { error: string | undefined }) {
  return error ? (
    <p className="form-error" role="alert">
      {error}
    </p>
  ) : null;
}

interface PasswordInputProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
}

/** A password field as a password manager reads it: current or new. */
export function PasswordInput({ onChange, ...props }: PasswordInputProps) {
  return <input type="password" {...props} onChange={(e) => onChange(e.target.value)} />;
}
