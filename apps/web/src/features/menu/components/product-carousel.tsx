import type { TCurrency } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type PriceDisplay, PriceTag } from '@comanda/ui';
import { useId, useRef } from 'react';

/** Pixels one press of a carousel arrow scrolls (spec/1 §9: promotion and featured scroll step 100 px). */
const SCROLL_STEP_PX = 100;

/** A promotion banner's box before its picture arrives: the demo's 800×300 (8:3). */
const BANNER_SHAPE = { width: 320, height: 120 } as const;
/** A product photo's box in the featured carousel (4:3). */
const PHOTO_SHAPE = { width: 160, height: 120 } as const;

export type CarouselItem = {
  id: string;
  name: string;
  photo: string;
  price?: PriceDisplay;
  onOpen: () => void;
};

/**
 * A horizontal row of products or promotions with previous/next arrows (featured and promotions
 * carousels, spec/1 §2 screen 1). Each item is one button that opens the product detail. Promotion
 * `banners` are drawn whole at their own aspect ratio, never cropped to a product photo's box (issue 15
 * item 4: their words were cut).
 */
export function ProductCarousel({
  title,
  items,
  cur,
  banners = false,
}: {
  title: string;
  items: readonly CarouselItem[];
  cur: TCurrency;
  banners?: boolean;
}) {
  const shape = banners ? BANNER_SHAPE : PHOTO_SHAPE;
  const { t } = useTranslation();
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });
  if (items.length === 0) return null;
  return (
    <section className={banners ? 'carousel carousel--banners' : 'carousel'} aria-labelledby={id}>
      <div className="carousel__head">
        <h2 id={id} className="carousel__title">
          {title}
        </h2>
        <div className="carousel__arrows">
          <button
            type="button"
            className="carousel__arrow"
            onClick={() => scroll(-1)}
            aria-label={t('m1_carousel_prev')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__arrow"
            onClick={() => scroll(1)}
            aria-label={t('m1_carousel_next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul className="carousel__list" ref={list}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="carousel__item" onClick={item.onOpen}>
              {item.photo ? (
                <img
                  src={item.photo}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={shape.width}
                  height={shape.height}
                />
              ) : null}
              <span className="carousel__name">{item.name}</span>
              {item.price ? (
                <PriceTag price={item.price} cur={cur} fromLabel={(price) => t('p1_from_price', { price })} />
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
