import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import { FormField } from './form-parts';

interface TradePasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A six-digit trade password: six dots and the on-screen number keyboard, with its error line. */
export function TradePasswordField({ label, value, onChange, error }: TradePasswordFieldProps) {
  return (
    <FormField label={label} error={error}>
      <PasscodeInput
        aria-label={label}
        length={6}
        seperated
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        keyboard={<NumberKeyboard />}
        style={{ '--cell-size': '44px', '--cell-gap': '8px' }}
      />
    </FormField>
  );
}
