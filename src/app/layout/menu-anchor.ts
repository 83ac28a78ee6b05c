import type { ReactNode } from 'react';

/** One entry of a FloatingMenu (desktop) or of the ActionSheet that phones show instead. */
export interface MenuAction {
  key: string;
  text: string;
  icon?: ReactNode;
  danger?: boolean;
  onSelect: () => void;
}

/** Where the menu opens: at a point (right-click), or under a button's right edge. */
export type MenuAnchor = { x: number; y: number; align: 'start' | 'end' };

export const anchorBelow = (el: Element): MenuAnchor => {
  const r = el.getBoundingClientRect();
  return { x: r.right, y: r.bottom + 6, align: 'end' };
};
