import { useTranslation } from '@comanda/i18n/react';

/** Shown while the product detail's code loads (spec/1 §2 screen 2: a skeleton while loading). */
export function ProductDialogSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="product-skeleton" role="status">
      <span className="visually-hidden">{t('m1_product_loading')}</span>
      <span className="skeleton product-skeleton__photo" aria-hidden="true" />
      <span className="skeleton skeleton--line skeleton--wide" aria-hidden="true" />
      <span className="skeleton skeleton--line" aria-hidden="true" />
    </div>
  );
}
