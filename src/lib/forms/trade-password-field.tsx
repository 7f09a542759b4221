import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';
import PasscodeInput, { type PasscodeInputRef } from 'antd-mobile/es/components/passcode-input';
import { useRef, type KeyboardEvent } from 'react';
import { FormField } from './form-parts';

const LENGTH = 6;

interface TradePasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * A six-digit trade password: six dots and the on-screen number keyboard, with its error line. A physical
 * keyboard types into it too (antd's keyboard takes only taps). The sixth digit closes the keyboard and
 * brings the form's submit button into view, so nothing covers it.
 */
export function TradePasswordField({ label, value, onChange, error }: TradePasswordFieldProps) {
  const passcode = useRef<PasscodeInputRef>(null);
  const box = useRef<HTMLDivElement>(null);
  const type = (event: KeyboardEvent) => {
    if (/^\d$/.test(event.key) && value.length < LENGTH) onChange(value + event.key);
    else if (event.key === 'Backspace') onChange(value.slice(0, -1));
    else return;
    event.preventDefault();
  };
  const filled = () => {
    passcode.current?.blur();
    const submit = box.current?.closest('form')?.querySelector<HTMLElement>('[type="submit"]');
    submit?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  return (
    <FormField label={label} error={error}>
      <div ref={box} onKeyDown={type}>
        <PasscodeInput
          ref={passcode}
          aria-label={label}
          length={LENGTH}
          seperated
          value={value}
          onChange={onChange}
          onFill={filled}
          error={Boolean(error)}
          keyboard={<NumberKeyboard />}
          style={{ '--cell-size': '44px', '--cell-gap': '8px' }}
        />
      </div>
    </FormField>
  );
}
