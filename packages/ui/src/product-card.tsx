import type { TCurrency } from '@comanda/domain';
import { type PriceDisplay, PriceTag } from './price-tag.tsx';
import { type ProductTag, TagStrip } from './tag-strip.tsx';

export type ProductCardProps = {
  name: string;
  description: string;
  /** Image URL; empty for a product without photo. */
  photo: string;
  price: PriceDisplay;
  cur: TCurrency;
  tags: readonly ProductTag[];
  soldOut: boolean;
  fromLabel: (formatted: string) => string;
  /** Heading level inside its category section, so nested categories keep a sound outline. */
  headingLevel?: 3 | 4 | 5;
  /** Opens the product detail. The name becomes a button whose hit area CSS stretches over the card. */
  onOpen?: () => void;
};

/**
 * A product in a menu list: photo, name, description, price and tags. Presentational: the caller has
 * already translated the name and decided the price display.
 */
export function ProductCard({
  name,
  description,
  photo,
  price,
  cur,
  tags,
  soldOut,
  fromLabel,
  headingLevel = 3,
  onOpen,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={soldOut ? 'ui-product-card ui-product-card--sold-out' : 'ui-product-card'}>
      <div className="ui-product-card__body">
        <Heading className="ui-product-card__name">
          {onOpen ? (
            <button type="button" className="ui-product-card__open" onClick={onOpen}>
              {name}
            </button>
          ) : (
            name
          )}
        </Heading>
        {description ? <p className="ui-product-card__description">{description}</p> : null}
        <TagStrip tags={tags} />
        <PriceTag price={price} cur={cur} fromLabel={fromLabel} />
      </div>
      {photo ? (
        // The name is the heading right beside the photo, so the photo is decorative for screen readers.
        <img
          className="ui-product-card__photo"
          src={photo}
          alt=""
          loading="lazy"
          decoding="async"
          width={120}
          height={90}
        />
      ) : null}
    </article>
  );
}
