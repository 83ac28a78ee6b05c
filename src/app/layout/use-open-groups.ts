import { useState } from 'react';
import { breadcrumbOf } from '../../lib/routes/menu.ts';
import type { AppRoute } from '../../lib/routes/types.ts';

/**
 * Which menu groups are expanded. The groups of the page shown open by themselves, so the menu
 * always reveals where the person is; the rest stay as the person left them.
 */
export function useOpenGroups(route: AppRoute | undefined) {
  const chain = route ? breadcrumbOf(route).map((g) => g.id as string) : [];
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(chain));
  const [seen, setSeen] = useState(route?.path);
  if (seen !== route?.path) {
    setSeen(route?.path);
    if (chain.some((id) => !open.has(id))) setOpen(new Set([...open, ...chain]));
  }
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const reveal = (id: string) => setOpen((prev) => new Set([...prev, id]));
  return { open, toggle, reveal };
}
