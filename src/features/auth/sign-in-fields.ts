import { useState } from 'react';
import { isMessageId, type MessageId } from '../../contract/index.ts';
import { translateMessageId } from '../../lib/i18n/server-messages.ts';

/** A field's rule: the message id of what is wrong with the value, or null (src/contract/sign-in.ts). */
export type FieldCheck = (value: string) => MessageId | null;

/**
 * An error under a field: a message id, translated when shown (so switching the language switches
 * it too), or the server's own words when it sent an id this app does not know.
 */
export type FieldError = { id: MessageId } | { text: string };

export const fieldErrorText = (error: FieldError): string =>
  'id' in error ? translateMessageId(error.id) : error.text;

/** Input ids of the sign-in forms: labels point at them, and a failed check focuses the first. */
export const fieldInputId = (name: string) => `sign-in-${name}`;

/**
 * The state of a sign-in form without a form library (decision 061: antd-mobile's Form stays
 * off the sign-in page). Each change is checked at once, as antd's Form did; submit checks all.
 */
export function useSignInFields<K extends string>(
  checks: Record<K, FieldCheck>,
  initial: Partial<Record<K, string>> = {},
) {
  const names = Object.keys(checks) as K[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((n) => [n, initial[n] ?? ''])) as Record<K, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<K, FieldError>>>({});

  const change = (name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    const id = checks[name](value);
    setErrors((e) => ({ ...e, [name]: id ? { id } : undefined }));
  };

  /** Checks every field; false (and the first bad field focused) when one fails. */
  const validate = (): boolean => {
    const found: Partial<Record<K, FieldError>> = {};
    for (const name of names) {
      const id = checks[name](values[name]);
      if (id) found[name] = { id };
    }
    setErrors(found);
    const first = names.find((n) => found[n]);
    if (first) document.getElementById(fieldInputId(first))?.focus();
    return first === undefined;
  };

  /** The server's field errors of a refused call (`data.issues`), for the fields of this form. */
  const showIssues = (issues: readonly { field: string; msgId: string }[]): boolean => {
    const mine = issues.filter((i): i is { field: K; msgId: string } => (names as string[]).includes(i.field));
    if (mine.length === 0) return false;
    setErrors(
      Object.fromEntries(
        mine.map((i) => [i.field, isMessageId(i.msgId) ? { id: i.msgId } : { text: i.msgId }]),
      ) as Partial<Record<K, FieldError>>,
    );
    return true;
  };

  return { values, errors, change, validate, showIssues };
}
