/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadMessagesPage = () => import('./components/messages-page.tsx').then((m) => m.MessagesPage);
