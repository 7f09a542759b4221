import { FormField } from '../../../lib/forms/form-parts';
import { PasswordInput } from './password-input';

type PasswordFieldProps = Parameters<typeof PasswordInput>[0] & { error?: string | undefined };

/** A labelled password field of a contract form, with show/hide and its error line. */
export function PasswordField({ error, ...input }: PasswordFieldProps) {
  return (
    <FormField label={input.label} error={error}>
      <PasswordInput {...input} />
    </FormField>
  );
}
