import Swiper from 'antd-mobile/es/components/swiper';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../contract/calls';
import { configAtom } from '../../../lib/state/app.atoms';
import { BlockState } from './block-state';
import { imageUrl } from './image-url';
import type { Loaded } from './use-load';
import styles from './carousel-block.module.css';

export const AUTOPLAY_MS = 3000;

/** The home carousel: a fixed-size box (nothing shifts while images arrive), autoplay every 3 s, swipeable. */
export function CarouselBlock({ loaded }: { loaded: Loaded<CallData<'carousels'>> }) {
  const { t } = useTranslation('home');
  const base = useAtomValue(configAtom)?.img_url ?? '';
  return (
    <section className={styles.box} aria-label={t('carousel.label')} aria-roledescription="carousel">
      <BlockState
        loaded={loaded}
        skeleton={<div className={styles.skeleton} aria-busy="true" />}
        isEmpty={(page) => page.data.length === 0}
        emptyText={t('carousel.empty')}
        empty={<p className={styles.empty}>{t('carousel.empty')}</p>}
      >
        {(page) => (
          <Swiper
            className={styles.swiper}
            autoplay={page.data.length > 1}
            autoplayInterval={AUTOPLAY_MS}
            loop={page.data.length > 1}
          >
            {page.data.map((item, index) => (
              <Swiper.Item key={item.id}>
                <img
                  className={styles.image}
                  src={imageUrl(base, item.image)}
                  alt={t('carousel.slide', { index: index + 1, total: page.data.length })}
                  width={351}
                  height={140}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                />
              </Swiper.Item>
            ))}
          </Swiper>
        )}
      </BlockState>
    </section>
  );
}
