// A .po catalog imported through @lingui/vite-plugin is a module of compiled messages.
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
