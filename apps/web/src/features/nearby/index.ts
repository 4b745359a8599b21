/** The nearby-restaurants feature: the block on home and the full list at /l/restaurants. */
export { NearbyBlock } from './components/nearby-block.tsx';
export { NearbyPage } from './components/nearby-page.tsx';
/** The card and its skeleton, which a portal's page lists too (features/portal). */
export { NearbySkeleton } from './components/nearby-skeleton.tsx';
export { RestaurantCard } from './components/restaurant-card.tsx';
