import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from './field-errors.ts';

/**
 * Sending a sheet form: the contract's rules first (their errors shown by field), then the call;
 * while it runs the submit button spins, and a refusal is kept to show under the fields.
 */
export function useCheckedSubmit(schema: z.ZodType, send: (input: unknown) => Promise<void>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (input: unknown) => {
    const found = fieldErrors(schema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setBusy(true);
    try {
      await send(input);
    } catch (err) {
      setFailure(err instanceof Error ? err : new Error(String(err)));
    } finally {
      setBusy(false);
    }
  };
  return { errors, failure, busy, submit };
}
