import type { ReactNode } from 'react';

/** Paths of the top-level menu icons, by group id (and `home`), shown alone when the menu is collapsed. */
const paths: Record<string, ReactNode> = {
  home: <path d="M4 11l8-7 8 7v8a1 1 0 01-1 1h-4v-6H9v6H5a1 1 0 01-1-1z" />,
  accounts: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0113 0M16 4.5a3.5 3.5 0 010 7M18 14a6 6 0 013.5 6" />
    </>
  ),
  receiving: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  collection: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v9M8 12.5l4 4 4-4" />
    </>
  ),
  payouts: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 17V8M8 11.5l4-4 4 4" />
    </>
  ),
  statistics: <path d="M4 20h16M7 16v-5M12 16V6M17 16v-8" />,
  finance: (
    <>
      <path d="M4 7a2 2 0 012-2h12v4" />
      <rect x="4" y="9" width="16" height="11" rx="2" />
      <path d="M16 14.5h1" />
    </>
  ),
  logs: (
    <>
      <path d="M7 3h7l5 5v12a1 1 0 01-1 1H7a1 1 0 01-1-1V4a1 1 0 011-1z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </>
  ),
  tools: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0116 0" />
    </>
  ),
  sms: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  messages: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  system: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.5v3M12 18.5v3M21.5 12h-3M5.5 12h-3M18.7 5.3l-2.1 2.1M7.4 16.6l-2.1 2.1M18.7 18.7l-2.1-2.1M7.4 7.4L5.3 5.3" />
    </>
  ),
};

/** The icon of a menu entry; an unknown id shows its first letter, so a new group never looks empty. */
export function MenuEntryIcon({ id, label }: { id: string; label: string }) {
  const path = paths[id];
  if (!path)
    return (
      <span aria-hidden="true" style={{ fontWeight: 600 }}>
        {label.slice(0, 1)}
      </span>
    );
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {path}
    </svg>
  );
}
