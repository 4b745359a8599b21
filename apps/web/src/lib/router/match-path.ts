export type Params = Record<string, string>;

/**
 * Matches a pattern like '/r/:pais/:name/:idsimple/menu' against a pathname, segment by segment;
 * a final '*' takes the rest. Returns the decoded params, or null. A trailing slash is ignored.
 */
export function matchPath(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] ?? '';
    if (part === '*') {
      params['*'] = have.slice(i).join('/');
      return params;
    }
    const value = have[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null; // a malformed escape names nothing
      }
    } else if (part !== value) return null;
  }
  return have.length === want.length ? params : null;
}
