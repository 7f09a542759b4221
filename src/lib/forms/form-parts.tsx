import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import type { InputProps } from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';
import styles from './form-parts.module.css';

interface FormFieldProps {
  label: ReactNode;
  /** the field's error in the user's language (useContractForm's `errors[name]`) */
  error?: string | undefined;
  /** beside the input (a unit, a button) */
  extra?: ReactNode;
  children: ReactNode;
}

/** One labelled field of a contract form with its error line under it (antd-mobile's feedback style). */
export function FormField({ label, error, extra, children }: FormFieldProps) {
  const description = error ? (
    <div className="adm-form-item-feedback-error" role="alert">
      {error}
    </div>
  ) : undefined;
  return (
    <Form.Item label={label} extra={extra} description={description}>
      {children}
    </Form.Item>
  );
}

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
} & Pick<InputProps, 'type' | 'placeholder' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'autoCorrect'>;

/** A labelled text input with its error line: `<TextField label=… {...form.bind('name')} />`. */
export function TextField({ label, error, value, onChange, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error}>
      <Input aria-label={label} aria-invalid={Boolean(error)} value={value} onChange={onChange} {...input} />
    </FormField>
  );
}

/** A field's label and placeholder from the catalog's pair `key` and `keyPlaceholder`. */
export function labelled(t: (key: string) => string, key: string) {
  return { label: t(key), placeholder: t(`${key}Placeholder`) };
}

/** A refusal of the whole form (server 403/409/422/429, time-out) shown beside it; the input stays. */
export function FormAlert({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div role="alert" className={styles.alert}>
      {text}
    </div>
  );
}

interface ContractFormProps {
  /** what useContractForm returned */
  form: { submit: () => Promise<void>; submitting: boolean; formError: string | null; errors: Record<string, string> };
  submitLabel: string;
  children: ReactNode;
}

/**
 * The form around FormFields: the refusal (or a whole-form rule's message) above a submit button that is
 * disabled while the submission is on its way.
 */
export function ContractForm({ form, submitLabel, children }: ContractFormProps) {
  const footer = (
    <>
      <FormAlert text={form.formError ?? form.errors._} />
      <Button block type="submit" color="primary" size="large" loading={form.submitting} disabled={form.submitting}>
        {submitLabel}
      </Button>
    </>
  );
  return (
    <Form layout="vertical" onFinish={() => void form.submit()} footer={footer}>
      {children}
    </Form>
  );
}
