import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { clear, get, keys } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, markSignedIn } from '../../../../src/lib/api/session.ts';
import { enqueueAction } from '../../../../src/lib/offline/action-queue.ts';
import { loadDraft, saveDraft } from '../../../../src/lib/offline/drafts.ts';
import { startPersistence } from '../../../../src/features/offline/persist-cache.ts';
import { idbKeys, readOwner, writeOwner } from '../../../../src/lib/offline/storage-keys.ts';
import { merchantDraft, fromMerchantDraft } from '../../../../src/features/order-test/merchant-draft.ts';
import { initialMerchantValues } from '../../../../src/features/order-test/merchant-form.ts';
import { installBrowserGlobals } from '../../support/browser-globals.ts';

beforeEach(async () => {
  installBrowserGlobals();
  await clear();
});

describe('drafts', () => {
  it('restores a half-filled supplement without its Google code', async () => {
    await saveDraft(7, 'supplement:P1', { utr: '412345', googleCode: '123456' }, ['googleCode']);
    expect(await loadDraft(7, 'supplement:P1')).toEqual({ utr: '412345' });
    expect(await loadDraft(8, 'supplement:P1')).toBeUndefined();
  });

  it('never keeps passwords, codes or keys, even when the form forgets to say so', async () => {
    await saveDraft(7, 'form', {
      note: 'hello',
      password: 'Demo1234',
      payPassword: '123456',
      googleCode: '1',
      merchantKey: 'k',
      key: 'k2',
    });
    expect(await loadDraft(7, 'form')).toEqual({ note: 'hello' });
  });

  it('keeps the merchant API test form but not its merchant key', async () => {
    const values = {
      ...initialMerchantValues(),
      productIds: [3024],
      amount: '246.8',
      key: 'secret-key',
      channel: { vpa: 'ravi@okhdfc' },
    };
    await saveDraft(7, 'apiTest', merchantDraft(values), ['key']);
    const saved = await loadDraft(7, 'apiTest');
    expect(JSON.stringify(saved)).not.toContain('secret-key');
    const back = fromMerchantDraft(saved ?? {});
    expect(back).toMatchObject({
      productIds: [3024],
      amount: '246.8',
      mchOrderNo: values.mchOrderNo,
      channel: { vpa: 'ravi@okhdfc' },
      signType: ['MD5'],
    });
    expect(back).not.toHaveProperty('key');
  });

  it('leaves no draft behind for an emptied form', async () => {
    await saveDraft(7, 'form', { utr: '1' });
    await saveDraft(7, 'form', { utr: '' });
    expect(await loadDraft(7, 'form')).toBeUndefined();
  });
});

describe('signing out', () => {
  it("clears that user's persisted cache, drafts and queued actions, and nobody else's", async () => {
    markSignedIn(1);
    const client = new QueryClient();
    const p = startPersistence(client, { hasSession: () => true, throttleMs: 5 });
    await p.restored;
    client.setQueryData(['auth', 'user'], { user_id: 7 });
    client.setQueryData(['orders', 'list', {}], { pages: [[{ orderCode: 'P1' }]], pageParams: [1] });
    await p.flush();
    await saveDraft(7, 'supplement:P1', { utr: '412345' });
    await enqueueAction(7, '/v1.0/message/has_read', { msg_id: 1 });
    await saveDraft(9, 'apiTest', { amount: '5' });
    expect(await get(idbKeys.cachePage(7, JSON.stringify(['orders', 'list', {}]), 0))).toBeDefined();

    clearSession();
    await p.clearUser(7);
    expect(readOwner()).toBeNull();
    expect(await keys()).toEqual([idbKeys.draft(9, 'apiTest')]);
    p.stop();
  });

  it('on 1003 (clearSession alone) forgets the owner at once and the data soon after', async () => {
    writeOwner(7);
    await saveDraft(7, 'x', { a: '1' });
    clearSession();
    expect(readOwner()).toBeNull();
    await expect.poll(() => keys()).toEqual([]);
  });
});
