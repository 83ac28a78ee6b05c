import { expandRoutes } from '../expand.ts';
import type { AppRoute, RouteDecl } from '../types.ts';
import { accountRoutes } from './accounts.ts';
import { collectionRoutes } from './collection.ts';
import { financeRoutes } from './finance.ts';
import { payoutRoutes } from './payouts.ts';
import { receivingRoutes } from './receiving.ts';
import { shellRoutes } from './shell.ts';
import { statisticsRoutes } from './statistics.ts';
import { systemRoutes } from './system.ts';

/** The one route table (spec 2), in menu order. Router, menu, breadcrumb, tabs and guard read it. */
export const routeDecls: readonly RouteDecl[] = [
  ...shellRoutes,
  ...accountRoutes,
  ...receivingRoutes,
  ...collectionRoutes,
  ...payoutRoutes,
  ...statisticsRoutes,
  ...financeRoutes,
  ...systemRoutes,
];

export const appRoutes: readonly AppRoute[] = expandRoutes(routeDecls);
