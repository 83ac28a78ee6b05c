import { useEffect, useLayoutEffect, useRef } from 'react';
import { clearDraft, loadDraft, saveDraft, type DraftValues } from './drafts.ts';
import { readOwner } from './storage-keys.ts';

interface Pending {
  userId: number;
  form: string;
  values: DraftValues;
  omit: string[];
}

const write = (p: Pending) => void saveDraft(p.userId, p.form, p.values, p.omit).catch(() => undefined);

/**
 * Keeps a half-filled form in IndexedDB (per user) and puts it back when the form opens again,
 * after a reload or offline. `form` names the form and its subject (e.g. `supplement:<order>`);
 * null turns drafts off. Google codes and passwords are never stored (`omit` adds more fields).
 * Call `discard` once the form was sent.
 */
export function useDraft(
  form: string | null,
  values: DraftValues,
  restore: (draft: DraftValues) => void,
  omit: readonly string[] = [],
) {
  const loaded = useRef(false);
  const pending = useRef<Pending | null>(null);
  const restoreRef = useRef(restore);
  useLayoutEffect(() => {
    restoreRef.current = restore;
  });
  const omitKey = omit.join(',');

  useEffect(() => {
    loaded.current = false;
    const userId = readOwner();
    if (!form || userId === null) return;
    let live = true;
    void loadDraft(userId, form)
      .then((draft) => {
        if (live && draft) restoreRef.current(draft);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) loaded.current = true;
      });
    return () => {
      live = false;
      // Closing the form right after typing must not lose the last keystrokes.
      if (pending.current) write(pending.current);
      pending.current = null;
    };
  }, [form]);

  useEffect(() => {
    const userId = readOwner();
    // Before the stored draft is read, saving would overwrite it with the empty form.
    if (!form || userId === null || !loaded.current) return;
    pending.current = { userId, form, values, omit: omitKey ? omitKey.split(',') : [] };
    const timer = setTimeout(() => {
      if (pending.current) write(pending.current);
      pending.current = null;
    }, 300);
    return () => clearTimeout(timer);
  }, [form, values, omitKey]);

  return {
    discard: async () => {
      pending.current = null;
      const userId = readOwner();
      if (form && userId !== null) await clearDraft(userId, form);
    },
  };
}
