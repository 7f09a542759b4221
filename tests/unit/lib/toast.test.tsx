import { act, screen } from '@testing-library/react';
import Toast from 'antd-mobile/es/components/toast';
import { toast } from '../../../src/lib/toast';

describe('toast', () => {
  afterEach(() => act(() => Toast.clear()));

  it('shows the whole message with each figure in an unbreakable piece of its own', async () => {
    const message = 'Settled: returned 1,000.00 (won +85.00), fee 0.6%';
    act(() => toast(message));
    const figures = await Promise.all(['1,000.00', '+85.00', '0.6%'].map((figure) => screen.findByText(figure)));
    for (const figure of figures) expect(figure.tagName).toBe('SPAN');
    // the words around them stay one text, wrapped only where there is a space
    expect(figures[0]!.parentElement?.textContent).toBe(message);
  });
});
