import { LONG_PRESS_MS } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { PRODUCT_PHOTO_SHAPE } from '@comanda/ui';
import { useState } from 'react';
import { useLongPress } from '../hooks/use-long-press.ts';

/** The product photo; a 1 s long press (or a click, or Enter) zooms it in and out (spec/1 §2 screen 2). */
export function ProductPhoto({ src }: { src: string }) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  const press = useLongPress(LONG_PRESS_MS, () => setZoomed(true));
  return (
    <button
      type="button"
      className={zoomed ? 'product-photo product-photo--zoomed' : 'product-photo'}
      aria-pressed={zoomed}
      aria-label={t('m1_product_zoom')}
      {...press.handlers}
      onClick={() => {
        if (!press.pressed()) setZoomed((z) => !z);
      }}
    >
      <img src={src} alt="" draggable={false} {...PRODUCT_PHOTO_SHAPE} decoding="async" />
    </button>
  );
}
