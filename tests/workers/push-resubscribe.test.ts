import { describe, expect, it } from 'vitest';
import { resubscribe, type ResubscribeDeps, type SubscriptionLike } from '../../workers/push-resubscribe.ts';

const sub = (endpoint: string, key: ArrayBuffer | null = null): SubscriptionLike => ({
  endpoint,
  options: { applicationServerKey: key },
  toJSON: () => ({ endpoint, keys: { p256dh: `p256-${endpoint}`, auth: `auth-${endpoint}` } }),
});

function fakes(
  answer: { ok: boolean; code: number | null } = { ok: true, code: 200 },
  publicKey: string | null = 'AQID',
) {
  const posts: { path: string; body: unknown }[] = [];
  const subscribedWith: number[][] = [];
  const deps: ResubscribeDeps = {
    subscribe: async (key) => {
      subscribedWith.push([...new Uint8Array(key)]);
      return sub('https://push.example/new');
    },
    fetchPublicKey: async () => publicKey,
    post: async (path, body) => {
      posts.push({ path, body });
      return answer;
    },
  };
  return { deps, posts, subscribedWith };
}

describe('pushsubscriptionchange', () => {
  it('sends the subscription the browser already made, and drops the old endpoint on the server', async () => {
    const f = fakes();
    const result = await resubscribe(
      { oldSubscription: sub('https://push.example/old'), newSubscription: sub('https://push.example/given') },
      f.deps,
    );
    expect(result).toBe('sent');
    expect(f.subscribedWith).toEqual([]);
    expect(f.posts).toEqual([
      {
        path: '/v1.0/push/subscribe',
        body: {
          endpoint: 'https://push.example/given',
          keys: { p256dh: 'p256-https://push.example/given', auth: 'auth-https://push.example/given' },
        },
      },
      { path: '/v1.0/push/unsubscribe', body: { endpoint: 'https://push.example/old' } },
    ]);
  });

  it("subscribes again with the old subscription's server key when the browser gave none", async () => {
    const f = fakes();
    const key = new Uint8Array([9, 8, 7]).buffer;
    expect(
      await resubscribe({ oldSubscription: sub('https://push.example/old', key), newSubscription: null }, f.deps),
    ).toBe('sent');
    expect(f.subscribedWith).toEqual([[9, 8, 7]]);
    expect(f.posts[0]!.body).toMatchObject({ endpoint: 'https://push.example/new' });
  });

  it('asks the server for its key when nothing carries one', async () => {
    const f = fakes(undefined, 'AQID');
    expect(await resubscribe({ oldSubscription: null, newSubscription: null }, f.deps)).toBe('sent');
    expect(f.subscribedWith).toEqual([[1, 2, 3]]);
    expect(f.posts).toHaveLength(1);
  });

  it('gives up without a key, and reports a refused subscribe (signed out) without dropping the old one', async () => {
    expect(await resubscribe({ oldSubscription: null, newSubscription: null }, fakes(undefined, null).deps)).toBe(
      'noKey',
    );
    const refused = fakes({ ok: false, code: 1003 });
    expect(
      await resubscribe(
        { oldSubscription: sub('https://push.example/old'), newSubscription: sub('https://push.example/given') },
        refused.deps,
      ),
    ).toBe('refused');
    expect(refused.posts.map((p) => p.path)).toEqual(['/v1.0/push/subscribe']);
  });
});
