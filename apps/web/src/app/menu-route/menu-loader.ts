import { venueKeyOf } from '@comanda/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { menuStore } from '../../features/menu/loader.ts';

/**
 * The loader of the menu and table routes (issue 11 item 4): react-router runs it while the route's page
 * module downloads, so the restaurant and its menu come with the code — from the page itself when the
 * server put them there, else both calls at once where the location id is known (features/menu/api).
 * The page reads them from the menu store, which also keeps live stock; a path that names no venue is
 * the store's not-found.
 */
export async function menuLoader({ params }: LoaderFunctionArgs): Promise<null> {
  await menuStore.getState().load(venueKeyOf(params.pais ?? '', params.idsimple ?? ''));
  return null;
}
