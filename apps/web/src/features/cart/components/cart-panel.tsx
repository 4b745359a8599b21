import {
  type CatalogIndex,
  isSameVenue,
  linesNotOffered,
  quantityBounds,
  type TCartLine,
  type TCartResto,
  type TCurrency,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Money } from '@comanda/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../lib/notifications.ts';
import { useCartSummary } from '../hooks/use-cart-summary.ts';
import { describeResult } from '../model/describe-result.ts';
import { lineViews } from '../model/line-view.ts';
import { cartStore, useCart } from '../store/cart-store-instance.ts';
import { CartLine } from './cart-line.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import './cart.css';

type Asking = { kind: 'line'; indiceCart: number; name: string } | { kind: 'empty' } | null;

/**
 * The cart (spec/1 §2 screens 1 and 3, §4 'Cart lifecycle'): its lines with edit and delete, the
 * empty-cart text, the subtotal and discounts, and 'empty the cart'. Deleting and emptying ask first.
 * Lines of the shown venue can be edited (the product detail reopens with their values); those whose product
 * is not offered for the cart's order type say so (issue 13 item 3: the checkout holds them).
 */
export function CartPanel({
  index,
  venue,
  cur,
  onEdit,
  headingLevel = 2,
}: {
  index: CatalogIndex | null;
  venue: Pick<TCartResto, 'id' | 'dk'> | null;
  cur: TCurrency;
  onEdit: (line: TCartLine) => void;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const names = useCart((s) => s.names);
  const busy = useCart((s) => s.busy);
  const { cart, subtotal, discounts, synced } = useCartSummary(index, venue);
  const priced = useCart((s) => (synced ? (s.priced?.result ?? null) : null));
  const [asking, setAsking] = useState<Asking>(null);
  const here = venue !== null && cart.resto !== null && isSameVenue(cart.resto, venue);
  const views = lineViews(cart.dl, {
    index: here ? index : null,
    names,
    priced,
    lang: i18n.language,
    unknown: t('m1_cart_unknown_item'),
  });
  const Heading = `h${headingLevel}` as const;
  // Lines added for another order type (pickup, then delivery chosen): the shown venue's menu knows why.
  const notOffered = new Set(
    here && index
      ? linesNotOffered(cart.dl, (ip) => index.products.get(ip), cart.tipo).map((l) => l.indiceCart)
      : [],
  );

  // The steppers (issue 15 item 4): a line's quantity within the domain's bounds, its units counted as its own.
  const maxOf = (line: TCartLine | undefined) => {
    const product = line && index?.products.get(line.item);
    return product && line ? quantityBounds(product, line.cant).max : undefined;
  };
  // A refusal goes through the one notification system (spec/1 §8: the slow error's 10 s, repeats within 5 s
  // dropped), as the menu's refusals do (issue 15 item 6).
  const tell = (result: Parameters<typeof describeResult>[0]) => {
    const message = describeResult(result, (id) => names[id] ?? id);
    if (message) notify(message, { kind: 'slowError' });
  };
  const changeQuantity = async (line: TCartLine, cant: number) => {
    if (!index) return;
    const result = await cartStore.getState().update(line.indiceCart, { cant }, index, {});
    tell(result);
  };

  const confirm = async () => {
    const current = asking;
    setAsking(null);
    if (!current) return;
    const result =
      current.kind === 'empty'
        ? await cartStore.getState().empty()
        : await cartStore.getState().remove(current.indiceCart);
    tell(result);
  };

  return (
    <section className="cart-panel" aria-labelledby={titleId} aria-busy={busy}>
      <Heading id={titleId} className="cart-panel__title">
        {t('m1_cart_title')}
      </Heading>
      {views.length === 0 ? (
        <p className="cart-panel__empty">{t('m1_cart_empty')}</p>
      ) : (
        <>
          {!here && venue !== null && cart.resto ? (
            // Another venue's cart on this menu (issue 15 item 4): which venue, and 'Vaciar pedido' below.
            <p className="cart-panel__other" data-testid="cart-other-venue">
              {t('p1_cart_from_venue', { venue: cart.resto.nombre })}
            </p>
          ) : null}
          <ul className="cart-panel__lines">
            {views.map((line) => {
              const source = cart.dl.find((l) => l.indiceCart === line.indiceCart);
              return (
                <CartLine
                  key={line.indiceCart}
                  line={line}
                  cur={cur}
                  onEdit={here && source ? () => onEdit(source) : undefined}
                  onDelete={() => setAsking({ kind: 'line', indiceCart: line.indiceCart, name: line.name })}
                  onQuantity={
                    here && source && index ? (cant) => void changeQuantity(source, cant) : undefined
                  }
                  maxQuantity={maxOf(source)}
                  unavailable={notOffered.has(line.indiceCart) ? t(`m1_not_offered_${cart.tipo}`) : undefined}
                />
              );
            })}
          </ul>
          <dl className="cart-panel__totals">
            {discounts ? (
              <div>
                <dt>{t('m1_cart_discounts')}</dt>
                <dd>
                  <Money amount={-discounts} cur={cur} />
                </dd>
              </div>
            ) : null}
            <div className="cart-panel__subtotal">
              <dt>{t('m1_cart_subtotal')}</dt>
              <dd data-testid="cart-subtotal" data-synced={synced}>
                {subtotal === null ? '…' : <Money amount={subtotal} cur={cur} />}
              </dd>
            </div>
          </dl>
          <Link to="/l/cart" className="button cart-panel__checkout">
            {t('m1_checkout_go')}
          </Link>
          <button type="button" className="cart-button" onClick={() => setAsking({ kind: 'empty' })}>
            {t('m1_cart_empty_action')}
          </button>
        </>
      )}
      {asking ? (
        <ConfirmDialog
          message={
            asking.kind === 'empty'
              ? t('m1_cart_empty_confirm')
              : t('p1_cart_remove_confirm', { name: asking.name })
          }
          confirmLabel={asking.kind === 'empty' ? t('m1_cart_empty_action') : t('m1_product_remove')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
