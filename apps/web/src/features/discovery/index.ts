/** Discovery: home (search box, food categories) and the search results pages. */
export { HomePage } from './components/home-page.tsx';
export { SearchCatPage } from './components/search-cat-page.tsx';
export { SearchPage } from './components/search-page.tsx';
