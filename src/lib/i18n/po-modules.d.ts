// A .po catalog imported through @lingui/vite-plugin is a module of compiled messages.
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}

// The sign-in page's part of a catalog (scripts/sign-in-catalog.ts): only the messages it can show.
declare module '*.po?sign-in' {
  export const messages: import('@lingui/core').Messages;
}

// The payer's checkout page's part of a catalog (decision 113).
declare module '*.po?checkout' {
  export const messages: import('@lingui/core').Messages;
}
