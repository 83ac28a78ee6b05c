import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageIdsReachableFrom } from '../../../scripts/sign-in-catalog.ts';

const entry = fileURLToPath(new URL('../../../src/sign-in.tsx', import.meta.url));

describe("the sign-in page's catalog", () => {
  const ids = messageIdsReachableFrom(entry);

  it('holds the words of both steps, the server errors a sign-in can get and the language sheet loaded on tap', () => {
    for (const id of [
      'auth.buttons.login',
      'auth.fields.password',
      'auth.buttons.verify',
      'auth.texts.contact',
      'errors.loginFailed',
      'errors.tooManyAttempts',
      'common.errors.network',
      'common.chooseLanguage',
      'auth.titles.googleBind',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it('leaves out the messages of pages behind the sign-in', () => {
    for (const id of ['pwa.texts.updateReady', 'home.balance.available', 'home.buttons.allOrders'])
      expect(ids.has(id), id).toBe(false);
  });
});
