import {
  EXTRAS_NEEDED_TOAST_MS,
  type ExtrasSelection,
  formatMoney,
  groupsInError,
  lineUnitPrice,
  localName,
  localText,
  productGroups,
  quantityBounds,
  setExtraQuantity,
  type TMenu,
  type TProduct,
  type TRestaurantInfo,
  toggleExtra,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import type { TDeviceInfo } from '@comanda/kiosk-device/bridge/channels.ts';
import { ExtrasGroup, PRODUCT_PHOTO_SHAPE, QuantityStepper } from '@comanda/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { KioskDataGate } from '../common/kiosk-data-gate.tsx';
import { brandStyle } from '../common/readable-text.ts';
import { StatusScreen } from '../common/status-screen.tsx';
import { useKioskCart } from '../kiosk-cart/cart-store.ts';
import { useCatalog, venueOf } from '../kiosk-cart/use-catalog.ts';
import { kioskBrand } from '../kiosk-data/brand.ts';
import { mediaUrl } from '../kiosk-data/media-url.ts';
import { TouchKeyboard } from '../touch-keyboard/touch-keyboard.tsx';
import { groupView } from './extras-choices.ts';
import './kiosk-product.css';

/** What the cart passes when a line is edited (spec/3 §2: initial quantity, extras and comment). */
export type EditState = { indiceCart: number; cant: number; extras: ExtrasSelection; ct: string };

/** The kitchen comment's length limit (the web's comment field has the same). */
const COMMENT_MAX_LENGTH = 200;

/**
 * /KioskProduct/{id} (spec/3 §2, §5): extras within their bounds, comment, quantity, add. Horizontal
 * totems lay it out in two columns (photo and description beside the choices), vertical ones in one.
 */
export function KioskProduct() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  return (
    <KioskDataGate placeholder={<StatusScreen>{t('m2000_loading')}</StatusScreen>}>
      {({ info, menu, device }) => {
        const product = menu.prods.find((p) => p.ip === id);
        // spec/3 §5: a product that is not there leaves a loading state.
        if (!product) return <StatusScreen>{t('m2000_product_loading')}</StatusScreen>;
        return <ProductDetail key={id} product={product} info={info} menu={menu} device={device} />;
      }}
    </KioskDataGate>
  );
}

function ProductDetail({
  product,
  info,
  menu,
  device,
}: {
  product: TProduct;
  info: TRestaurantInfo;
  menu: TMenu;
  device: TDeviceInfo;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const edit = (useLocation().state as { edit?: EditState } | null)?.edit;
  const index = useCatalog(menu);
  const brand = kioskBrand(info);
  const add = useKioskCart((s) => s.add);
  const update = useKioskCart((s) => s.update);
  const [selection, setSelection] = useState<ExtrasSelection>(edit?.extras ?? {});
  const [quantity, setQuantity] = useState(edit?.cant ?? 1);
  const [comment, setComment] = useState(edit?.ct ?? '');
  const [refusal, setRefusal] = useState('');
  const [typingComment, setTypingComment] = useState(false);
  const [extrasToast, setExtrasToast] = useState(false);
  // Groups in error show their message once the diner has tried to add without them (or chose some).
  const [triedToAdd, setTriedToAdd] = useState(false);
  const groupRefs = useRef(new Map<string, HTMLFieldSetElement>());
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(toastTimer.current), []);
  // The keyboard takes the bottom of the screen: keep the comment being typed in view above it.
  useEffect(() => {
    if (typingComment) commentRef.current?.scrollIntoView({ block: 'nearest' });
  }, [typingComment]);

  const groups = productGroups(product, index);
  const bounds = quantityBounds(product, edit?.cant ?? 0);
  const opts = { lang: i18n.language, seosort: brand.seosort };
  const name = localName(product, i18n.language);
  const unit = lineUnitPrice(index, product.ip, selection) ?? product.pm;
  // spec/3 §4: add is disabled while any group's count is outside its min or max; 0 units add nothing.
  const missing = groupsInError(groups, selection);
  const showComment = info.cfg.kiosk?.productComment ?? false;
  const photo = mediaUrl(product.foto || product.fo[0] || '', device, menu.img);

  const apply = (outcome: ReturnType<typeof toggleExtra>) => {
    if (outcome.ok) setSelection(outcome.value);
  };
  // spec/3 §5: a tap on the disabled add says why for 1 s and scrolls to the first group that needs extras.
  const explainMissing = () => {
    setTriedToAdd(true);
    setExtrasToast(true);
    clearTimeout(toastTimer.current);
    toastTimer.current = setTimeout(() => setExtrasToast(false), EXTRAS_NEEDED_TOAST_MS);
    groupRefs.current.get(missing[0] ?? '')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  const confirm = async () => {
    const line = { cant: quantity, extras: selection, ct: showComment ? comment : '' };
    const problem = edit
      ? await update(edit.indiceCart, line, index)
      : await add(venueOf(info), { ip: product.ip, ...line }, index);
    if (problem) return setRefusal(problem);
    navigate(edit ? '/KioskCart' : '/ProductMenu');
  };

  return (
    <main
      className={`screen product-detail${typingComment ? ' screen--with-keyboard' : ''}`}
      style={brandStyle(brand.colour)}
    >
      <header className="screen-header">
        <h1>{name}</h1>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className="screen-body product-detail-body" tabIndex={0} aria-label={name}>
        <div className="product-detail-summary">
          {photo ? (
            <img className="product-detail-photo" src={photo} alt="" {...PRODUCT_PHOTO_SHAPE} />
          ) : null}
          {product.dn ? (
            <p className="product-detail-description">
              {localText(product.dn, product.dnTrad, i18n.language)}
            </p>
          ) : null}
        </div>
        <div className="product-detail-choices">
          {groups.map((group) => {
            const view = groupView(group, index, selection, opts);
            const bounds = [
              view.hint.min ? t('p2000_min', { n: view.hint.min }) : '',
              view.hint.max ? t('p2000_max', { n: view.hint.max }) : '',
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <ExtrasGroup
                key={group.codJextras}
                code={group.codJextras}
                title={group.nombreTrad[i18n.language] ?? group.nomCatExtra}
                multi={group.multi}
                required={view.hint.obligatorio}
                choices={view.choices}
                cur={brand.currency}
                invalid={!view.check.ok && (view.check.total > 0 || triedToAdd)}
                groupRef={(element) => {
                  if (element) groupRefs.current.set(group.codJextras, element);
                  else groupRefs.current.delete(group.codJextras);
                }}
                labels={{
                  required: t('m2000_required'),
                  bounds,
                  soldOut: t('m2000_sold_out'),
                  error: t('m2000_extras_error'),
                  decrease: (n) => t('p2000_decrease', { name: n }),
                  increase: (n) => t('p2000_increase', { name: n }),
                  quantity: (n) => t('p2000_quantity_of', { name: n }),
                }}
                onToggle={(pl) => apply(toggleExtra(selection, group, index.extras.get(pl)!))}
                onQuantity={(pl, q) => apply(setExtraQuantity(selection, group, index.extras.get(pl)!, q))}
              />
            );
          })}
          {showComment ? (
            <label className="product-comment">
              <span>{t('m2000_comment')}</span>
              <textarea
                ref={commentRef}
                value={comment}
                maxLength={COMMENT_MAX_LENGTH}
                rows={2}
                inputMode="none"
                placeholder={t('m2000_comment_placeholder')}
                onChange={(e) => setComment(e.target.value)}
                onFocus={() => setTypingComment(true)}
                onBlur={() => setTypingComment(false)}
              />
            </label>
          ) : null}
          <div className="product-quantity">
            <span id="quantity-label">{t('m2000_quantity')}</span>
            <QuantityStepper
              value={quantity}
              min={bounds.min}
              max={bounds.max}
              onChange={setQuantity}
              labels={{
                decrease: t('p2000_decrease', { name }),
                increase: t('p2000_increase', { name }),
                value: t('p2000_quantity_of', { name }),
              }}
            />
          </div>
          {refusal ? (
            <p role="alert" className="product-refusal">
              {refusal}
            </p>
          ) : null}
        </div>
      </section>
      {typingComment ? (
        <TouchKeyboard
          kind="text"
          value={comment}
          onChange={setComment}
          maxLength={COMMENT_MAX_LENGTH}
          onDone={() => commentRef.current?.blur()}
        />
      ) : null}
      <p role="alert" className="product-toast">
        {extrasToast ? t('m2000_extras_error') : ''}
      </p>
      <footer className="screen-footer">
        <button type="button" className="big-button big-button--quiet" onClick={() => navigate(-1)}>
          {t('m2000_back')}
        </button>
        {/* Missing extras leave add tappable (aria-disabled) so that the tap can say why; 0 units do nothing. */}
        <button
          type="button"
          className="big-button"
          aria-disabled={missing.length > 0}
          disabled={quantity <= 0}
          onClick={() => (missing.length > 0 ? explainMissing() : void confirm())}
        >
          {edit ? t('m2000_update_order') : t('m2000_add_to_order')} ·{' '}
          {formatMoney(unit * quantity, brand.currency)}
        </button>
      </footer>
    </main>
  );
}
