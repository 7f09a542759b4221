import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TradePasswordField } from '../../../../src/lib/forms/trade-password-field';

function TwoGroups() {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  return (
    <form>
      <TradePasswordField label="交易密碼" value={first} onChange={setFirst} />
      <TradePasswordField label="再次輸入交易密碼" value={second} onChange={setSecond} />
      <button type="submit">確認</button>
    </form>
  );
}

const dots = (label: string) =>
  screen.getByRole('button', { name: label }).querySelectorAll('.adm-passcode-input-cell-dot').length;
const type = (label: string, keys: string[]) => {
  const field = screen.getByRole('button', { name: label });
  act(() => field.focus());
  for (const key of keys) fireEvent.keyDown(field, { key });
};

describe('TradePasswordField', () => {
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
  });

  it('takes digits and Backspace from a physical keyboard in either of two groups', () => {
    render(<TwoGroups />);
    type('交易密碼', ['1', '3', '5', 'Backspace', 'x']);
    expect(dots('交易密碼')).toBe(2);
    type('再次輸入交易密碼', ['2', '4', '6']);
    expect(dots('再次輸入交易密碼')).toBe(3);
    expect(dots('交易密碼')).toBe(2);
  });

  it('the sixth digit closes the keyboard and brings the submit button into view', () => {
    render(<TwoGroups />);
    type('交易密碼', ['1', '3', '5', '7', '9']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '交易密碼' }));
    type('交易密碼', ['0', '8']);
    expect(dots('交易密碼')).toBe(6);
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: '交易密碼' }));
    expect(scrolled).toContain(screen.getByRole('button', { name: '確認' }));
  });
});
