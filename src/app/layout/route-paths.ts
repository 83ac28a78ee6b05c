import { appRoutes } from '../routes/table.ts';

/** The path of a route by its table name, so the shell links to pages without spelling paths. */
export function pathOf(name: string): string {
  return appRoutes.find((r) => r.name === name)?.path ?? '/home';
}
