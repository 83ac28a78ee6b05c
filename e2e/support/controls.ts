import type { Locator } from '@playwright/test';
import { press } from './shell-helpers.ts';

/**
 * The accessible name of a control: its English text, or its Lingui id while the catalogs do not
 * carry the message yet (a production build shows the id then). The English text is taken literally.
 */
export const named = (english: string, id: string) =>
  new RegExp(`^(${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${id.replace(/\./g, '\\.')})$`);

/** Types into a field as a person does: a finger or a mouse on it first, then the text. */
export async function fill(field: Locator, text: string) {
  await press(field);
  await field.fill(text);
}
