import { HomePage } from './components/home-page.tsx';
import { prefetchHome } from './prefetch.ts';

/** The page with the calls its route's loader starts; one chunk with the page (src/lib/prefetch.ts). */
export const homePage = Object.assign(HomePage, { prefetch: prefetchHome });
