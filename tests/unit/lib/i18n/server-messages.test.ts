import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateServerMessage } from '../../../../src/lib/i18n/server-messages.ts';
import { messages as enUS } from '../../../../src/locales/en-US/messages.po';
import { messages as zhCN } from '../../../../src/locales/zh-CN/messages.po';
import { messages as zhTW } from '../../../../src/locales/zh-TW/messages.po';

describe('translateServerMessage', () => {
  beforeAll(() => {
    i18n.load({ 'en-US': enUS, 'zh-CN': zhCN, 'zh-TW': zhTW });
  });

  it('shows a known msgId in the active language', () => {
    const err = { msg: 'Wrong account or password', msgId: 'errors.loginFailed' };
    i18n.activate('zh-CN');
    expect(translateServerMessage(err)).toBe('账号或密码错误');
    i18n.activate('zh-TW');
    expect(translateServerMessage(err)).toBe('帳號或密碼錯誤');
    i18n.activate('en-US');
    expect(translateServerMessage(err)).toBe('Wrong account or password');
  });

  it('falls back to the server msg for an unknown or missing msgId', () => {
    i18n.activate('zh-CN');
    expect(translateServerMessage({ msg: 'Brand new failure', msgId: 'errors.somethingNew' })).toBe(
      'Brand new failure',
    );
    expect(translateServerMessage({ msg: 'No id at all' })).toBe('No id at all');
    expect(translateServerMessage({ msg: 'Prototype', msgId: 'toString' })).toBe('Prototype');
  });

  it('fills placeholders with the values the server sent', () => {
    i18n.activate('zh-CN');
    const err = {
      msg: 'Too many failed attempts; try again in 15 minutes',
      msgId: 'errors.tooManyAttempts',
      msgValues: { minutes: 15 },
    };
    expect(translateServerMessage(err)).toBe('失败次数过多，请 15 分钟后再试');
  });

  it("says the statuses of a refused move in the reader's words, not the server's names", () => {
    i18n.activate('zh-CN');
    const order = {
      msg: 'Order C1 cannot move from allocated to callbackSuccessful',
      msgId: 'errors.orderTransitionInvalid',
      msgValues: { orderCode: 'C1', from: 'allocated', to: 'callbackSuccessful' },
    };
    expect(translateServerMessage(order)).toBe('订单 C1 不能从 已分配 变为 回调成功');
    const payout = {
      msg: '…',
      msgId: 'errors.payoutTransitionInvalid',
      msgValues: { orderCode: 'P1', from: 'paymentCompleted', to: 'awaitingPayment' },
    };
    expect(translateServerMessage(payout)).not.toMatch(/paymentCompleted|awaitingPayment/);
    expect(translateServerMessage(payout)).toContain('付款完成');
    i18n.activate('en-US');
    expect(translateServerMessage(order)).toBe('Order C1 cannot move from Allocated to Callback successful');
    // A name the app does not know stays as the server sent it.
    expect(
      translateServerMessage({ ...order, msgValues: { orderCode: 'C1', from: 'somethingNew', to: 'allocated' } }),
    ).toBe('Order C1 cannot move from somethingNew to Allocated');
  });

  it('falls back to the server text when a placeholder value is missing', () => {
    i18n.activate('zh-CN');
    const unknown = { msg: 'Too many tries, wait a bit', msgId: 'errors.tooManyAttempts' };
    expect(translateServerMessage(unknown)).toBe('Too many tries, wait a bit');
  });
});
