import { describe, expect, it } from 'vitest';
import { afterExpiry, liveSession, noticeUrl } from '../../../src/features/live/live-session.ts';

describe('live session URLs', () => {
  it('defaults the websocket to the page host plus /v1.0/ws, wss on https and ws on http', () => {
    expect(liveSession('t', 'admin', { wsUrl: '', apiBase: '' }, 'https://bo.example/home').wsUrl).toBe(
      'wss://bo.example/v1.0/ws',
    );
    expect(liveSession('t', 'admin', { wsUrl: '', apiBase: '' }, 'http://localhost:4173/order/list').wsUrl).toBe(
      'ws://localhost:4173/v1.0/ws',
    );
  });

  it('takes the configured websocket and API base, made absolute', () => {
    const s = liveSession(
      't',
      'supplier',
      { wsUrl: 'https://api.example/v1.0/ws', apiBase: 'https://api.example' },
      'https://bo.example/',
    );
    expect(s).toEqual({
      signIn: 't',
      role: 'supplier',
      wsUrl: 'wss://api.example/v1.0/ws',
      apiBase: 'https://api.example',
    });
    expect(
      liveSession('t', 'admin', { wsUrl: 'wss://ws.example/socket', apiBase: '' }, 'https://bo.example/').apiBase,
    ).toBe('https://bo.example');
  });

  it('opens the order list of the role on the notified order', () => {
    expect(noticeUrl('admin', 'C123')).toBe('/order/list?orderCode=C123');
    expect(noticeUrl('supplier', 'C123')).toBe('/order/list/supplier?orderCode=C123');
  });
});

describe('a sign-in that ended (code 1003)', () => {
  it('keeps a session signed in after the one that ended, so a late 1003 of the old socket signs nobody out', () => {
    expect(afterExpiry('new-sign-in', 'old-sign-in')).toBe('keep');
  });

  it('ends the session here when the ended sign-in is still the stored one (forced out, expired)', () => {
    expect(afterExpiry('s1', 's1')).toBe('endHere');
  });

  it('goes to sign-in when nothing is stored (signed out here)', () => {
    expect(afterExpiry(null, 's1')).toBe('toLogin');
  });
});
