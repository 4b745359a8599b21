import { createCaller } from '@comanda/api-client';
import {
  type TAddress,
  type TDeliveryCheckRequest,
  ZAddressVerdict,
  ZDeliveryCheckAnswer,
  ZMapConfig,
  ZPlace,
  ZPlaceSuggestions,
} from '@comanda/domain';
import { siteCallOptions } from '../../../lib/api.ts';

const call = createCaller(siteCallOptions);

/**
 * The platform's geocoder and map settings (issue 16 item 3; spec/2 §7 'Places autocomplete', 'Place
 * details', reverse geocode): the browser never talks to a geocoding service itself. Anonymous calls: a
 * signed-out diner's temporary address locates itself too.
 */
export const geo = {
  config: () => call('GET', '/srv/geo/config', ZMapConfig),
  search: (text: string, country: string) =>
    call('GET', '/srv/google-maps/autocomplete', ZPlaceSuggestions, { text_input: text, pa: country }),
  details: (placeId: string) => call('GET', '/srv/google-maps/details', ZPlace, { place_id: placeId }),
  reverse: (lat: number, lng: number) => call('GET', '/srv/geocode/reverse', ZPlace, { lat, lng }),
  /** valid or invalid ('Zona fuera de cobertura'); a venue's own reach when xir/xil are given. */
  verify: (address: TAddress, venue?: { xir: string; xil: string }) =>
    call('POST', '/srv/address/verify', ZAddressVerdict, {}, { address, ...venue }),
  /** Whether the venue delivers there on that date, the fee for this subtotal and the minimum (issue 15 item 4). */
  delivery: (request: TDeliveryCheckRequest) =>
    call('POST', '/srv/address/delivery', ZDeliveryCheckAnswer, {}, request),
};
