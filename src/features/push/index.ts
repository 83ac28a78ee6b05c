/** The push switch of the profile page. */
export { PushSection } from './push-section.tsx';
