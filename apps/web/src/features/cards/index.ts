import { loadTexts } from '../../lib/lazy-texts.ts';

await loadTexts('orders', 'server');

/**
 * Saved cards (issue 16 item 4): 'Mis tarjetas' (/l/mycards), adding one (/l/createcard, /l/createcardok,
 * /l/createcarderror), the return of a card typed at checkout (/l/carttoken), and what the checkout needs to
 * offer them. A lazily loaded chunk with the `orders` texts.
 */
export { cardsApi } from './api/cards-api.ts';
export { CardResultPage } from './components/card-result-page.tsx';
export { CartTokenPage } from './components/cart-token-page.tsx';
export { CreateCardPage } from './components/create-card-page.tsx';
export { MyCardsPage } from './components/my-cards-page.tsx';
export { payWithNewCard } from './model/new-card.ts';
