/** The header search (decision 128) for the app shell's headers: a box on desktops, a button and dialog on phones. */
export { HeaderSearch } from './components/header-search.tsx';
export { PhoneSearch } from './components/phone-search.tsx';
