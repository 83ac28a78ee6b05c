import { del, get, set } from 'idb-keyval';
import { idbKeys } from './storage-keys.ts';

export type DraftValues = Record<string, string>;

/** Never kept in a draft, whatever the form says: a one-time code or a password at rest is a leak. */
const secretField = /google|password|secret|token|otp|key$/i;

export function draftable(values: DraftValues, omit: readonly string[] = []): DraftValues {
  const out: DraftValues = {};
  for (const [k, v] of Object.entries(values)) {
    if (omit.includes(k) || secretField.test(k) || v === '') continue;
    out[k] = v;
  }
  return out;
}

export async function saveDraft(
  userId: number,
  form: string,
  values: DraftValues,
  omit: readonly string[] = [],
): Promise<void> {
  const kept = draftable(values, omit);
  // An emptied form leaves no draft behind.
  if (Object.keys(kept).length === 0) await del(idbKeys.draft(userId, form));
  else await set(idbKeys.draft(userId, form), kept);
}

export const loadDraft = async (userId: number, form: string): Promise<DraftValues | undefined> =>
  get<DraftValues>(idbKeys.draft(userId, form));

export const clearDraft = (userId: number, form: string): Promise<void> => del(idbKeys.draft(userId, form));
