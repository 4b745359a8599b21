import { fixedKioskOrderType, type TMenu, type TRestaurantInfo, upsellProducts } from '@comanda/domain';

/**
 * The kiosk flow's next step (spec/3 §4 'Kiosk flow'): Welcome → OrderType (config 3) → OrderTable
 * (enable_order_draft_association) → ProductMenu → upselling (when there is something to offer) →
 * KioskCart → UserData (userDataForm) → SelectPaymentMethod.
 */
export const afterOrderType = (info: TRestaurantInfo) =>
  info.cfg.kiosk?.enable_order_draft_association ? '/OrderTable' : '/ProductMenu';

export const afterWelcome = (info: TRestaurantInfo) =>
  fixedKioskOrderType(info.cfg.kiosk?.orderType ?? 3) === null ? '/OrderType' : afterOrderType(info);

export const toCart = (menu: TMenu, items: string[]) =>
  upsellProducts(menu.jprods, menu.prods, items).length > 0 ? '/upselling' : '/KioskCart';

export const afterCart = (info: TRestaurantInfo) =>
  info.cfg.kiosk?.userDataForm ? '/UserData' : '/SelectPaymentMethod';
