import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../contract/calls';
import { imageUrl } from '../../../../contract/content';
import { BlockState } from './block-state';
import { useAutoplay } from './use-autoplay';
import { useConfig } from '../../../lib/query/use-call';
import type { Query } from '../../../lib/query/use-query';
import styles from './carousel-block.module.css';

export const AUTOPLAY_MS = 3000;

type Slides = CallData<'carousels'>['data'];

/** A scroll-snap track: swipeable by hand, moved every 3 s, the images lazy in boxes of fixed size. */
function Slides({ slides, base }: { slides: Slides; base: string }) {
  const { t } = useTranslation('home');
  const track = useRef<HTMLDivElement>(null);
  const index = useAutoplay(track, slides.length, AUTOPLAY_MS);
  return (
    <>
      <div ref={track} className={styles.track} data-testid="carousel-track" tabIndex={0}>
        {slides.map((slide, position) => (
          <div key={slide.id} className={styles.slide} role="group" aria-roledescription="slide">
            <img
              className={styles.image}
              src={imageUrl(base, slide.image)}
              alt={t('carousel.slide', { index: position + 1, total: slides.length })}
              width={351}
              height={140}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding="async"
              draggable={false}
            />
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((slide, position) => (
            <span key={slide.id} className={position === index ? `${styles.dot} ${styles.current}` : styles.dot} />
          ))}
        </div>
      )}
    </>
  );
}

/** The home carousel (images wait for img_url); its box has its final size before anything loads, so nothing shifts. */
export const CarouselBlock = memo(function CarouselBlock({ loaded }: { loaded: Query<CallData<'carousels'>> }) {
  const { t } = useTranslation('home');
  const config = useConfig();
  const skeleton = <div className={styles.skeleton} aria-busy="true" />;
  return (
    <section className={styles.box} aria-label={t('carousel.label')} aria-roledescription="carousel">
      <BlockState
        loaded={loaded}
        skeleton={skeleton}
        isEmpty={(page) => page.data.length === 0}
        emptyText={t('carousel.empty')}
        empty={<p className={styles.empty}>{t('carousel.empty')}</p>}
      >
        {(page) => (config ? <Slides slides={page.data} base={config.img_url} /> : skeleton)}
      </BlockState>
    </section>
  );
});
