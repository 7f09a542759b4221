import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { AUTOPLAY_MS, CarouselBlock } from '../../../../src/features/home/components/carousel-block';
import type { Query } from '../../../../src/lib/query/use-query';
import type { CallData } from '../../../../contract/calls';
import { appStore } from '../../../../src/lib/store';
import { configAtom } from '../../../../src/lib/state/app.atoms';
import { loadConfig } from '../../../../src/lib/config';
import { fakeApi, ok, page, resetStore, siteConfig } from '../../support/fake-api';

const slides = page([1, 2, 3].map((id) => ({ id, image: `banners/banner-${id}.jpg` })));
const ready: Query<CallData<'carousels'>> = {
  status: 'ready',
  data: slides,
  updatedAt: 0,
  error: undefined,
  fetching: false,
  refetch: async () => {},
};

beforeEach(() => {
  resetStore();
  fakeApi({ configs: () => ok(siteConfig) });
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 351);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// The block fetches the config when it opens: wait for that (its API module is imported on first use), or
// the import may still be loading when the file's environment is torn down.
async function renderCarousel() {
  appStore.set(configAtom, siteConfig);
  render(
    <Provider store={appStore}>
      <CarouselBlock loaded={ready} />
    </Provider>,
  );
  await act(() => loadConfig());
  const track = screen.getByTestId('carousel-track');
  const scrollTo = vi.fn((options: ScrollToOptions) => (track.scrollLeft = options.left ?? 0));
  track.scrollTo = scrollTo as never;
  return { track, scrollTo };
}

describe('the carousel', () => {
  it('moves to the next slide every 3000 ms and back to the first after the last', async () => {
    const { scrollTo } = await renderCarousel();
    expect(AUTOPLAY_MS).toBe(3000);
    await act(async () => vi.advanceTimersByTimeAsync(2999));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 351 }));
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 702 }));
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
  });

  it('waits while a finger is on it', async () => {
    const { track, scrollTo } = await renderCarousel();
    track.dispatchEvent(new Event('touchstart'));
    await act(async () => vi.advanceTimersByTimeAsync(6000));
    expect(scrollTo).not.toHaveBeenCalled();
    track.dispatchEvent(new Event('touchend'));
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('loads the first image at once and the others lazily, each with its size fixed', async () => {
    await renderCarousel();
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      [1, 2, 3].map((n) => `/media/banners/banner-${n}.jpg`),
    );
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(
      images.every((image) => image.getAttribute('width') === '351' && image.getAttribute('height') === '140'),
    ).toBe(true);
  });
});
