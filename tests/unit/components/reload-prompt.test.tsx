import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { ReloadPrompt } from '../../../src/components/pwa/reload-prompt';
import { pendingUpdateAtom } from '../../../src/lib/pwa/pwa.atoms';
import { appStore } from '../../../src/lib/store';

const show = () =>
  render(
    <Provider store={appStore}>
      <ReloadPrompt />
    </Provider>,
  );

describe('ReloadPrompt', () => {
  afterEach(() => {
    cleanup(); // before the store changes under a mounted prompt
    appStore.set(pendingUpdateAtom, null);
  });

  it('shows nothing while no new version waits', () => {
    show();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers a waiting version and applies it only on "update"', async () => {
    const apply = vi.fn();
    show();
    act(() => appStore.set(pendingUpdateAtom, { apply }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('有新版本可用');
    expect(apply).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '立即更新' })));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('"later" hides the offer without applying it', async () => {
    const apply = vi.fn();
    appStore.set(pendingUpdateAtom, { apply });
    show();
    fireEvent.click(await screen.findByRole('button', { name: '稍後' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
