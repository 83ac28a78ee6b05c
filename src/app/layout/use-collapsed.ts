import { useState } from 'react';

const key = 'layout.siderCollapsed';

/** The desktop side menu's collapsed state, remembered on this device (not per user: it is about the screen). */
export function useCollapsed() {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  });
  const set = (value: boolean) => {
    setCollapsed(value);
    try {
      localStorage.setItem(key, value ? '1' : '0');
    } catch {
      // Blocked storage: the choice lasts for this page.
    }
  };
  return [collapsed, set] as const;
}
