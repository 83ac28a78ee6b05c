/** What other features and the app shell use from this one. */
export { PushSection } from './push-section.tsx';
