import { and, asc, count, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listViews } from '../../db/schema.ts';

export type ListViewRecord = typeof listViews.$inferSelect;

/** The person's own views of a page, then those published for their role, by name. */
export async function viewsFor(db: DbOrTx, ownerId: number, role: string, page: string): Promise<ListViewRecord[]> {
  return db
    .select()
    .from(listViews)
    .where(and(eq(listViews.page, page), or(eq(listViews.ownerId, ownerId), eq(listViews.sharedRole, role))))
    .orderBy(asc(listViews.name), asc(listViews.id));
}

export async function countOwnViews(db: DbOrTx, ownerId: number, page: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listViews)
    .where(and(eq(listViews.ownerId, ownerId), eq(listViews.page, page)));
  return row?.n ?? 0;
}

export async function viewByName(
  db: DbOrTx,
  ownerId: number,
  page: string,
  name: string,
): Promise<ListViewRecord | null> {
  const [row] = await db
    .select()
    .from(listViews)
    .where(and(eq(listViews.ownerId, ownerId), eq(listViews.page, page), eq(listViews.name, name)))
    .for('update');
  return row ?? null;
}

export async function viewById(db: DbOrTx, id: number): Promise<ListViewRecord | null> {
  const [row] = await db.select().from(listViews).where(eq(listViews.id, id)).for('update');
  return row ?? null;
}

export async function insertView(
  db: DbOrTx,
  values: Pick<ListViewRecord, 'ownerId' | 'page' | 'name' | 'filters' | 'sharedRole'>,
): Promise<ListViewRecord> {
  const [row] = await db.insert(listViews).values(values).returning();
  return row!;
}

export async function updateView(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<ListViewRecord, 'name' | 'filters' | 'sharedRole' | 'updatedAt'>>,
): Promise<ListViewRecord | null> {
  const [row] = await db.update(listViews).set(values).where(eq(listViews.id, id)).returning();
  return row ?? null;
}

export async function deleteView(db: DbOrTx, id: number): Promise<void> {
  await db.delete(listViews).where(eq(listViews.id, id));
}

/** A name taken by another of the owner's views on the page (renaming onto it is refused). */
export async function otherViewNamed(db: DbOrTx, view: ListViewRecord, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listViews.id })
    .from(listViews)
    .where(and(eq(listViews.ownerId, view.ownerId), eq(listViews.page, view.page), eq(listViews.name, name)));
  return row !== undefined && row.id !== view.id;
}
