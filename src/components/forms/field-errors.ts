import type { z } from 'zod';
import { isMessageId } from '../../contract/index.ts';
import { translateMessageId } from '../../lib/i18n/server-messages.ts';

/** A field's error: a contract message id (translated) or a text already in the person's language. */
export const fieldErrorText = (error: string) => (isMessageId(error) ? translateMessageId(error) : error);

/** The first error (a message id) of each top-level field, from a contract schema's own rules. */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
