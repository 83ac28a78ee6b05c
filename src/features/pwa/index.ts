/** The install offer captured at start-up, the install section of the profile page and the iOS hint of the live banner. */
export { captureInstallPrompt } from './install-prompt.ts';
export { InstallSection } from './install-section.tsx';
export { IosInstallHint } from './ios-install-hint.tsx';
