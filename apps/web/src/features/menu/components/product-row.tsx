import type { TCurrency } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { PriceTag, TagStrip } from '@comanda/ui';
import type { ProductView } from '../model/product-view.ts';

/**
 * A product in the menu without photos (web.nopict, spec/1 §2 screen 1): name, tags and the price,
 * or 'Desde $x' for a product priced by its extras. The name is the button; CSS stretches it over the row.
 */
export function ProductRow({ view, cur, onOpen }: { view: ProductView; cur: TCurrency; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={view.soldOut ? 'product-row product-row--sold-out' : 'product-row'}>
      <button type="button" className="product-row__name" onClick={onOpen}>
        {view.name}
      </button>
      <TagStrip tags={view.tags} />
      <PriceTag price={view.price} cur={cur} fromLabel={(price) => t('p1_from_price', { price })} />
    </div>
  );
}
