import type { FormItemProps } from 'antd-mobile';
import type { z } from 'zod';
import { isMessageId } from '../../contract/index.ts';
import { translateMessageId } from '../../lib/i18n/server-messages.ts';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** The text of a contract message id in the active language (the same catalog as server messages). */
export const contractText = (id: string | undefined): string => (isMessageId(id) ? translateMessageId(id) : (id ?? ''));

/**
 * A form rule from a contract schema, so the page checks what the create call checks. An optional
 * field passes when empty; its schema still decides about anything typed.
 */
export function schemaRule(schema: z.ZodType, required = false): Rule {
  return {
    required,
    validator: async (_rule, value: unknown) => {
      if (!required && (value === undefined || value === null || value === '')) return;
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(contractText(result.error.issues[0]?.message));
    },
  };
}
