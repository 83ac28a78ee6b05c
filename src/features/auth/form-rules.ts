import type { Form, FormItemProps } from 'antd-mobile';
import type { z } from 'zod';
import { isMessageId } from '../../contract/index.ts';
import { translateMessageId } from '../../lib/i18n/server-messages.ts';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** antd-mobile does not export its form instance type from the package root. */
export type FormInstance = ReturnType<typeof Form.useForm>[0];

/**
 * A form rule from a contract schema, so the screen checks exactly what the server checks; the
 * schema's message ids are shown through the same catalog as the server's messages.
 */
export function zodRule(schema: z.ZodType): Rule {
  return {
    required: true,
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const id = result.error.issues[0]?.message;
      throw new Error(isMessageId(id) ? translateMessageId(id) : (id ?? ''));
    },
  };
}
