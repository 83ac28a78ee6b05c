import { describe, expect, it } from 'vitest';
import { liveSession, noticeUrl } from '../../../src/features/live/live-session.ts';

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
