import { formatMoney, moneyInputText, parseMoneyInput, type TBackOfficeMenu } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../api/clients.ts';
import { useBackOffice } from '../store/back-office-store.ts';
import { ProductEditor } from './product-editor.tsx';

type Product = TBackOfficeMenu['menu']['products'][number];
export const draftOf = ({ stock: _s, crinvol: _c, agot: _a, ...draft }: Product) => draft;

/** Every product of the venue: price, stock and sold-out set in its row; the rest in its editor. */
export function ProductList({ data }: { data: TBackOfficeMenu }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  if (editing)
    return (
      <ProductEditor
        data={data}
        product={editing === 'new' ? null : editing}
        close={() => setEditing(null)}
      />
    );
  return (
    <>
      <button type="button" className="button" onClick={() => setEditing('new')}>
        {t('m9000_bm_new_product')}
      </button>
      <ul className="bo-list">
        {data.menu.products.map((p) => (
          <ProductRow
            key={`${p.ip}:${p.pm}:${p.stock}:${p.agot}`}
            data={data}
            product={p}
            edit={() => setEditing(p)}
          />
        ))}
      </ul>
    </>
  );
}

function ProductRow({ data, product, edit }: { data: TBackOfficeMenu; product: Product; edit: () => void }) {
  const { t } = useTranslation();
  const { run, say } = useBackOffice();
  const { cur } = data;
  const [price, setPrice] = useState(moneyInputText(product.pm, cur));
  const [stock, setStock] = useState(product.stock === null ? '' : String(product.stock));
  // Shown at once; put back if the save is refused.
  const [soldOut, setSoldOut] = useState(product.agot);
  const name = product.np;

  const savePrice = async () => {
    const pm = parseMoneyInput(price, cur);
    if (pm === null)
      return say({ ok: false, text: t('p9000_bm_price_invalid', { example: moneyInputText(1250, cur) }) });
    await run(
      () => backOffice.saveProduct({ ir: data.ir, product: { ...draftOf(product), pm } }),
      t('m9000_bm_saved'),
      t('m9000_bm_unchanged'),
    );
  };
  const saveStock = async (agot: boolean) => {
    setSoldOut(agot);
    const level = stock.trim() === '' ? null : Number(stock);
    const saved = await run(
      () =>
        backOffice.setStock({
          ir: data.ir,
          kind: 'product',
          id: product.ip,
          stock: level !== null && Number.isInteger(level) && level >= 0 ? level : null,
          crinvol: product.crinvol,
          agot,
        }),
      t('m9000_bm_saved'),
      t('m9000_bm_unchanged'),
    );
    if (!saved) setSoldOut(product.agot);
  };

  return (
    <li className="bo-row" data-product={product.ip}>
      {product.foto ? (
        <img src={product.foto} alt="" width={64} height={48} />
      ) : (
        <span className="bo-no-photo" />
      )}
      <div className="bo-row-name">
        <strong>{name}</strong>
        <span>{formatMoney(product.pm, cur)}</span>
      </div>
      <label className="bo-inline">
        <span className="bo-visually-hidden">{t('p9000_bm_price_of', { name })}</span>
        <input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} size={8} />
      </label>
      <button
        type="button"
        className="button"
        aria-label={t('p9000_bm_save_named', { name })}
        onClick={() => void savePrice()}
      >
        {t('m9000_bm_save')}
      </button>
      <label className="bo-inline">
        <span className="bo-visually-hidden">{t('p9000_bm_stock_of', { name })}</span>
        <input
          inputMode="numeric"
          value={stock}
          onChange={(e) => setStock(e.target.value)}
          onBlur={() => void saveStock(soldOut)}
          size={4}
          placeholder="∞"
        />
      </label>
      <label className="bo-inline">
        <input type="checkbox" checked={soldOut} onChange={(e) => void saveStock(e.target.checked)} />
        <span aria-hidden="true">{t('m9000_bm_sold_out')}</span>
        <span className="bo-visually-hidden">{t('p9000_bm_sold_out_of', { name })}</span>
      </label>
      <button type="button" className="button" aria-label={t('p9000_bm_edit_named', { name })} onClick={edit}>
        {t('m9000_bm_edit')}
      </button>
    </li>
  );
}
