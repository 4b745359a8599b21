import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path.ts';

describe('matchPath', () => {
  it('reads params from a menu path, decoded', () => {
    expect(matchPath('/r/:pais/:name/:idsimple/menu', '/r/cl/pizzer%C3%ADa/101-dk/menu')).toEqual({
      pais: 'cl',
      name: 'pizzería',
      idsimple: '101-dk',
    });
  });

  it('needs every segment, no more and no fewer; a trailing slash is fine', () => {
    expect(matchPath('/r/:pais/menu', '/r/cl')).toBeNull();
    expect(matchPath('/r/:pais/menu', '/r/cl/menu/extra')).toBeNull();
    expect(matchPath('/r/:pais/menu', '/r/cl/menu/')).toEqual({ pais: 'cl' });
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/x')).toBeNull();
  });

  it('takes the rest with *, and refuses a malformed escape', () => {
    expect(matchPath('/l/*', '/l/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPath('/r/:pais', '/r/%E0%A4%A')).toBeNull();
  });
});
