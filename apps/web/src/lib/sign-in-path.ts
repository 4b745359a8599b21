/**
 * Where 'Ingresar' leads (issue 15 item 1): the sign-in page that returns the diner to the page they were on
 * (its ?next=, read by the account's LoginPage); from home or the account pages, the account itself.
 */
export function signInPath(location: { pathname: string; search: string }): string {
  const { pathname, search } = location;
  if (pathname === '/' || pathname.startsWith('/l/profile')) return '/l/profile';
  return `/l/profilelogin?next=${encodeURIComponent(pathname + search)}`;
}
