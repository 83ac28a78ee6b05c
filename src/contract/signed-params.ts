import { z } from 'zod';

/**
 * What may go into a sign string (src/contract/signing.ts, decision 049). The string joins
 * `name=value` pairs with `&`, so a value holding `&` could pass for two parameters:
 * `{userName: 'Bob&vpa=evil@upi'}` and `{userName: 'Bob', vpa: 'evil@upi'}` would share a
 * signature. With names that are plain identifiers (no `=` or `&`) and values without `&`, the
 * string splits one way only: at every `&`, then at the first `=` of each pair. A value may hold
 * `=` (a notify URL with a query such as `?shop=3`). Refusing rather than encoding keeps every
 * signature merchants already compute unchanged.
 */
export const signedParamName = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export function signedValueOk(value: unknown): boolean {
  return typeof value !== 'string' || !value.includes('&');
}

/**
 * The first parameter of a merchant-signed body that is a list or an object, or undefined. The
 * sign string takes text, numbers and true/false only (signing.ts), so `"productId":[3024]` was
 * left out of what the signature covers while the schema read it as 3024: such a value is refused
 * before any schema reads it (decision 109).
 */
export function findUnsignedValue(params: Record<string, unknown>): string | undefined {
  return Object.keys(params).find((name) => typeof params[name] === 'object' && params[name] !== null);
}

/** One field of a signed call, for a form that checks as the server does. */
export const signedValue = <T extends z.ZodType>(schema: T) =>
  schema.refine(signedValueOk, 'validation.signedValue.ampersand');

/**
 * The input of a signed call: every parameter, named or not, obeys the rule above. The object
 * must keep the keys it does not name (catchall or loose), since the signature covers them too.
 */
export const signedParams = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((params, ctx) => {
    for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
      if (!signedParamName.test(name))
        ctx.addIssue({ code: 'custom', path: [name], message: 'validation.signedParam.name' });
      else if (!signedValueOk(value))
        ctx.addIssue({ code: 'custom', path: [name], message: 'validation.signedValue.ampersand' });
    }
  });
