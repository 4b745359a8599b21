import { describe, expect, it } from 'vitest';
import { signInPath } from './sign-in-path.ts';

describe("'Ingresar' returns the diner where they were (issue 15 item 1)", () => {
  it('signs in through /l/profilelogin with the page as ?next=', () => {
    expect(signInPath({ pathname: '/l/cart', search: '' })).toBe('/l/profilelogin?next=%2Fl%2Fcart');
    expect(signInPath({ pathname: '/r/cl/pizzeria-forestal/101/menu', search: '?q=pizza' })).toBe(
      '/l/profilelogin?next=%2Fr%2Fcl%2Fpizzeria-forestal%2F101%2Fmenu%3Fq%3Dpizza',
    );
  });
  it('goes to the account from home and the account pages', () => {
    expect(signInPath({ pathname: '/', search: '' })).toBe('/l/profile');
    expect(signInPath({ pathname: '/l/profilelogin', search: '?next=/l/cart' })).toBe('/l/profile');
  });
});
