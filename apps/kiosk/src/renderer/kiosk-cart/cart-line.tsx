import { type CatalogIndex, formatMoney, localName, type TCartLine, type TCurrency } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';

/** One cart line: quantity, name, chosen extras, comment, line price, edit and delete. */
export function CartLine({
  line,
  index,
  unit,
  currency,
  onEdit,
  onDelete,
}: {
  line: TCartLine;
  index: CatalogIndex;
  unit: number | null;
  currency: TCurrency;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t, i18n } = useTranslation();
  const product = index.products.get(line.item);
  const name = product ? localName(product, i18n.language) : line.item;
  const extras = Object.values(line.extras)
    .flat()
    .map(([pl, q]) => {
      const extra = index.extras.get(pl);
      const label = extra ? localName(extra, i18n.language) : pl;
      return q > 1 ? `${q} × ${label}` : label;
    });
  return (
    <li className="cart-line">
      <div className="cart-line-text">
        <h2 className="cart-line-name">
          {line.cant} × {name}
        </h2>
        {extras.length > 0 ? <p className="cart-line-extras">{extras.join(', ')}</p> : null}
        {line.ct ? <p className="cart-line-comment">“{line.ct}”</p> : null}
      </div>
      <p className="cart-line-price">{unit === null ? '' : formatMoney(unit * line.cant, currency)}</p>
      <div className="cart-line-actions">
        <button
          type="button"
          className="big-button big-button--quiet"
          aria-label={t('p2000_edit_line', { name })}
          onClick={onEdit}
        >
          {t('m2000_edit')}
        </button>
        <button
          type="button"
          className="big-button big-button--quiet"
          aria-label={t('p2000_delete_line', { name })}
          onClick={onDelete}
        >
          {t('m2000_delete')}
        </button>
      </div>
    </li>
  );
}
