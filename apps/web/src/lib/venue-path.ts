/**
 * The venue part of a restaurant page's path, '/r/{pais}/{name}/{idsimple}' (also /rd, /rt; spec/2 §2): its
 * sub-pages (menu, info, booking, checkin) hang from it whatever page of the venue the diner is on.
 */
export const venueBasePath = (pathname: string) => pathname.split('/').slice(0, 5).join('/');
