/** The nearby-restaurants feature: the site's home page. */
export { NearbyPage } from './components/nearby-page.tsx';
