import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prepareHydration } from './hydration.ts';

const Page = () => null;
const loadPage = async () => Page;

function tree(): { routes: RouteObject[]; menu: RouteObject; plain: RouteObject; anonymous: RouteObject } {
  const menu: RouteObject = {
    id: 'menu',
    path: '/r/:id/menu',
    lazy: {
      loader:
        async () =>
        async ({ params }: { params: { id?: string } }) =>
          `menu ${params.id}`,
      Component: loadPage,
    },
  };
  const plain: RouteObject = { path: '/l/cart', lazy: async () => ({ Component: Page }) };
  const anonymous: RouteObject = { path: '/x', lazy: async () => ({ loader: async () => 'x' }) };
  return { routes: [{ Component: Page, children: [menu, plain, anonymous] }], menu, plain, anonymous };
}

describe('prepareHydration (a page the server drew, taken over)', () => {
  it("loads the matched route's lazy parts and hands its loader's answer over under its id", async () => {
    const { routes, menu, plain } = tree();
    const data = await prepareHydration(routes, new URL('http://site/r/7/menu?q=1'));
    expect(data).toEqual({ loaderData: { menu: 'menu 7' } });
    expect(menu.lazy).toBeUndefined();
    expect(menu.Component).toBe(Page);
    expect(typeof menu.loader).toBe('function');
    // Routes not matched stay lazy.
    expect(plain.lazy).toBeDefined();
  });

  it('loads a lazy function too, and a page without a loader needs no data', async () => {
    const { routes, plain } = tree();
    expect(await prepareHydration(routes, new URL('http://site/l/cart'))).toEqual({ loaderData: {} });
    expect(plain.Component).toBe(Page);
    expect(plain.lazy).toBeUndefined();
  });

  it('gives up (the page is drawn anew) when a matched loader has no id to hand its answer over', async () => {
    const { routes } = tree();
    expect(await prepareHydration(routes, new URL('http://site/x'))).toBeNull();
  });
});
