import { createContext, useContext } from 'react';
import type { AppRoute } from './types.ts';

/**
 * The route table for pages that list or link other pages (home's links, the audit log's target
 * links). The app shell composes the table from every feature's routes.ts and provides it here: a
 * feature importing the table would import every feature, its own page included, in a cycle.
 */
export const RouteTableContext = createContext<readonly AppRoute[] | null>(null);

export function useRouteTable(): readonly AppRoute[] {
  const routes = useContext(RouteTableContext);
  if (!routes) throw new Error('No route table: render inside RouteTableContext (src/app/provider.tsx)');
  return routes;
}
