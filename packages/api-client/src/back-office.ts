import {
  type TDeleteMenuItem,
  type TSaveCategory,
  type TSaveExtraGroup,
  type TSaveProduct,
  type TSetStock,
  type TUploadPhoto,
  ZBackOfficeMenu,
  ZCatalogSaved,
  ZPhoto,
  ZStockLevel,
} from '@comanda/domain';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/**
 * The menu's back office (issue 13 item 3): module 9000 staff of the venue; every save answers its version.
 * The venues a person manages and the change history come from the settings client (createBackOfficeSettingsClient),
 * which both halves share.
 */
export function createBackOfficeClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    menu: (ir: string) => call('GET', '/srv/backoffice/menu', ZBackOfficeMenu, { ir }),
    saveProduct: (body: TSaveProduct) => call('POST', '/srv/backoffice/product', ZCatalogSaved, {}, body),
    saveCategory: (body: TSaveCategory) => call('POST', '/srv/backoffice/category', ZCatalogSaved, {}, body),
    saveExtraGroup: (body: TSaveExtraGroup) =>
      call('POST', '/srv/backoffice/extra-group', ZCatalogSaved, {}, body),
    remove: (body: TDeleteMenuItem) => call('POST', '/srv/backoffice/delete', ZCatalogSaved, {}, body),
    setStock: (body: TSetStock) => call('POST', '/srv/backoffice/stock', ZStockLevel, {}, body),
    uploadPhoto: (body: TUploadPhoto) => call('POST', '/srv/backoffice/photo', ZPhoto, {}, body),
  };
}

export type BackOfficeClient = ReturnType<typeof createBackOfficeClient>;
