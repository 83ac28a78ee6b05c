import type { MessageId } from './server-messages.ts';

/**
 * Decision 047: one rule for every string a call receives, whatever its schema says. PostgreSQL
 * refuses NUL in text and a lone surrogate cannot be encoded as UTF-8, so either one reached the
 * database and answered 500. Other C0 controls (but tab, LF and CR, which remarks and pasted text
 * carry) are refused too: no field of the contract means them, and they hide text in logs and CSV.
 */
export type UnsafeText = 'control' | 'surrogate';

/** Why a string cannot be stored as text, or null when it can. A loop, not String.prototype.isWellFormed: the app targets ES2022. */
export function unsafeText(value: string): UnsafeText | null {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d) return 'control';
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'surrogate';
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return 'surrogate';
  }
  return null;
}

export const unsafeTextMessage: Record<UnsafeText, MessageId> = {
  control: 'validation.text.control',
  surrogate: 'validation.text.brokenUnicode',
};

interface Visit {
  value: unknown;
  key: string | number;
  parent: Visit | null;
}

function pathOf(visit: Visit | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let v = visit; v?.parent; v = v.parent) path.unshift(v.key);
  return path;
}

/** A bad key is named by what can be shown of it. */
const printable = (key: string) => key.replace(/[^\x20-\x7e]/g, '?');

/**
 * The first string (value or key) of a call's raw input that breaks the rule, with its field path.
 * A loop over a stack, not recursion, and paths built only for a failure: a 1 MB body can nest far
 * deeper than the call stack goes.
 */
export function findUnsafeText(input: unknown): { path: (string | number)[]; reason: UnsafeText } | null {
  const stack: Visit[] = [{ value: input, key: '', parent: null }];
  while (stack.length) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      const reason = unsafeText(value);
      if (reason) return { path: pathOf(visit), reason };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: visit });
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const reason = unsafeText(key);
        if (reason) return { path: [...pathOf(visit), printable(key)], reason };
      }
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
    }
  }
  return null;
}
