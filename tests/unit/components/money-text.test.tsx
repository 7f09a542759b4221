import { render } from '@testing-library/react';
import { MoneyText } from '../../../src/components/money-text';

describe('MoneyText', () => {
  it('groups and keeps two decimals, uncoloured by default', () => {
    const { container } = render(<MoneyText value="-1234.5" />);
    const span = container.querySelector('span')!;
    expect(span.textContent).toBe('-1,234.50');
    expect(span.className).not.toMatch(/positive|negative/);
  });

  it.each([
    ['12.00', '+12.00', /positive/],
    ['-12.00', '-12.00', /negative/],
  ])('signed %s reads %s and is coloured by its sign', (value, text, tone) => {
    const { container } = render(<MoneyText value={value} signed />);
    const span = container.querySelector('span')!;
    expect(span.textContent).toBe(text);
    expect(span.className).toMatch(tone);
  });

  it('signed zero has no sign and no colour', () => {
    const { container } = render(<MoneyText value="0.00" signed />);
    expect(container.querySelector('span')!.className).not.toMatch(/positive|negative/);
    expect(container.textContent).toBe('0.00');
  });
});
