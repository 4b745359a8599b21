/** The nearby-restaurants feature: the block on home and the full list at /l/restaurants. */
export { NearbyBlock } from './components/nearby-block.tsx';
export { NearbyPage } from './components/nearby-page.tsx';
