import { constants } from '../../contract/index.ts';

/** Product 2.9 and 9: the back-to-top button shows once the content scrolled past 100 px. */
export const showsBackToTop = (scrollTop: number) => scrollTop > constants.backToTopAt;
