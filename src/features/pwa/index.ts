/** What other features and the app shell use from this one. */
export { captureInstallPrompt } from './install-prompt.ts';
export { InstallSection } from './install-section.tsx';
export { IosInstallHint } from './ios-install-hint.tsx';
