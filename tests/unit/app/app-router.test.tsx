import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppRouter } from '../../../src/app/app-router';
import { ScreenMain } from '../../../src/app/layouts/screen-main';

describe('AppRouter', () => {
  it('keeps the current screen up, its main marked busy, while the next one loads', async () => {
    type Page = { default: ComponentType };
    let arrive: (page: Page) => void = () => {};
    const Next = lazy(() => new Promise<Page>((resolve) => (arrive = resolve)));
    history.replaceState(null, '', '/first');
    render(
      <AppRouter>
        <Suspense fallback={<p>fallback</p>}>
          <Routes>
            <Route path="/first" element={<ScreenMain>first screen</ScreenMain>} />
            <Route
              path="/next"
              element={
                <ScreenMain>
                  <Next />
                </ScreenMain>
              }
            />
          </Routes>
        </Suspense>
      </AppRouter>,
    );
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBeNull();

    act(() => {
      history.pushState(null, '', '/next');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('main').textContent).toBe('first screen');
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('fallback')).toBeNull();

    await act(async () => arrive({ default: () => <p>next screen</p> }));
    expect(screen.getByRole('main').textContent).toBe('next screen');
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBeNull();
  });
});
