import { act, screen } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';

describe('antd-mobile under the unit setup', () => {
  it('shows a Toast through React 19 without any mock', async () => {
    act(() => {
      Toast.show({ content: '已儲存' });
    });
    expect(await screen.findByText('已儲存')).toBeTruthy();
    act(() => Toast.clear());
  });

  it('shows a Dialog through React 19 without any mock', async () => {
    act(() => {
      Dialog.show({ content: '確定登出？', closeOnMaskClick: true });
    });
    expect(await screen.findByText('確定登出？')).toBeTruthy();
    act(() => Dialog.clear());
  });
});
