import type { web as es } from '../es/web.ts';

/** English texts: web. Same keys as Spanish. */
export const web: Record<keyof typeof es, string> = {
  m1_app_name: 'Comanda',
  m1_skip_to_content: 'Skip to content',
  m1_home: 'Home',
  m1_footer: 'Online ordering for restaurants',
  m1_retry: 'Try again',
  m1_error_title: 'Something went wrong',
  m1_error_generic: 'Something went wrong / Try again.',

  m1_nearby_title: 'Restaurants near you',
  m1_nearby_subtitle: 'Pick a place and browse its menu',
  m1_nearby_loading: 'Looking for restaurants nearby…',
  m1_nearby_empty_title: 'There are no restaurants available right now',
  m1_nearby_empty_hint: 'Please try again later',
  m1_nearby_closed: 'Closed',
  m1_nearby_eta: '45 Min.',
  m1_nearby_services: 'Services',
  m1_service_pickup: 'Pickup',
  m1_service_delivery: 'Delivery',
  m1_service_checkin: 'At the table',
  p1_distance_km: '%km% km away',
  p1_price_range: 'Price range: %level% of 4',
  p1_logo_alt: '%name% logo',

  m1_menu_loading: 'Loading the menu…',
  m1_menu_categories: 'Categories',
  m1_menu_products: 'Products',
  m1_menu_closed: 'This restaurant is closed.',
  m1_menu_empty: 'This restaurant has not published any products yet.',
  p1_cover_alt: '%name% cover photo',
  m1_not_found_title: 'We could not find this restaurant',
  m1_not_found_hint: 'Check the address or pick another restaurant nearby.',
  m1_back_home: 'See restaurants nearby',
};
