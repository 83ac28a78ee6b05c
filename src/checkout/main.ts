import { i18n, type Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { CheckoutInfo, CheckoutMethod, Language } from '../contract/index.ts';
import './checkout.css';

/*
 * The payer's checkout page (decision 113): plain DOM, no React, router, query cache or zod, so
 * its JavaScript stays a few kilobytes on a payer's slow phone. The server answers /pay/<token>
 * with checkout.html, the token in `data-token` and the language Accept-Language asked for in
 * `lang`. Everything shown is built with textContent: nothing the server sends becomes markup.
 */

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  'zh-CN': () => import('../locales/zh-CN/messages.po?checkout'),
  'zh-TW': () => import('../locales/zh-TW/messages.po?checkout'),
  'en-US': () => import('../locales/en-US/messages.po?checkout'),
};
/** The calls of src/contract/api/checkout.ts (checkoutCalls), by path: the contract module carries zod. */
const infoPath = '/v1.0/checkout/info';
const submitUtrPath = '/v1.0/checkout/submitUtr';
/** How often the page asks whether the order was paid. */
const pollMs = 5_000;

interface Answer<T> {
  code: number;
  msgId?: string;
  data: T;
}

const root = document.getElementById('root')!;
const token = document.documentElement.dataset.token ?? '';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function formatAmount(minor: number, currency: string): string {
  const value = minor / 100;
  try {
    return new Intl.NumberFormat(i18n.locale, { style: 'currency', currency }).format(value);
  } catch {
    // Not an ISO currency (USDT): the number and the code.
    return `${new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}

/** A message page: expired, paid, not valid. */
function notice(title: string, text: string) {
  root.replaceChildren(el('section', { className: 'notice' }, el('h1', {}, title), el('p', {}, text)));
}

function copyRow(label: string, value: string): HTMLElement {
  const button = el('button', { type: 'button', className: 'copy' }, t({ id: 'checkout.copy', message: 'Copy' }));
  button.setAttribute('aria-label', `${t({ id: 'checkout.copy', message: 'Copy' })} ${label}`);
  button.addEventListener('click', () => {
    void navigator.clipboard?.writeText(value).then(() => {
      button.textContent = t({ id: 'checkout.copied', message: 'Copied' });
    });
  });
  return el(
    'div',
    { className: 'row' },
    el('span', { className: 'label' }, label),
    el('span', { className: 'value' }, value),
    button,
  );
}

function qrImage(src: string, alt: string): HTMLElement | string {
  return src ? el('img', { src, alt, width: 240, height: 240, className: 'qr' }) : '';
}

function methodSection(m: CheckoutMethod, amount: string, currency: string): HTMLElement {
  const box = el('section', { className: 'method' });
  switch (m.kind) {
    case 'upi':
      box.append(
        el('a', { href: m.link, className: 'primary' }, t({ id: 'checkout.upi.open', message: 'Pay in a UPI app' })),
        el('p', {}, t({ id: 'checkout.upi.scan', message: 'Or scan this code with any UPI app:' })),
        qrImage(m.qrImage, t({ id: 'checkout.upi.qr', message: 'UPI payment QR code' })),
        copyRow(t({ id: 'checkout.upi.id', message: 'UPI ID' }), m.vpa),
        copyRow(t({ id: 'checkout.payee', message: 'Payee' }), m.payee),
      );
      break;
    case 'card':
      box.append(
        el('p', {}, t({ id: 'checkout.card.intro', message: 'Transfer the amount to this bank account:' })),
        copyRow(t({ id: 'checkout.payee', message: 'Payee' }), m.payee),
        copyRow(t({ id: 'checkout.card.number', message: 'Account number' }), m.cardNumber),
        copyRow(t({ id: 'checkout.card.ifsc', message: 'IFSC' }), m.ifsc),
        copyRow(t({ id: 'checkout.card.bank', message: 'Bank' }), m.bankName),
      );
      break;
    case 'usdt':
      box.append(
        el('p', {}, t({ id: 'checkout.usdt.intro', message: `Send exactly ${m.usdtAmount} USDT on ${m.network}:` })),
        qrImage(m.qrImage, t({ id: 'checkout.usdt.qr', message: 'Wallet address QR code' })),
        copyRow(t({ id: 'checkout.usdt.address', message: 'Address' }), m.address),
        copyRow(t({ id: 'checkout.usdt.amount', message: 'Amount (USDT)' }), m.usdtAmount),
      );
      break;
    case 'mpesa':
      box.append(
        el('p', {}, t({ id: 'checkout.mpesa.intro', message: 'In M-Pesa, choose Lipa na M-Pesa, then Pay Bill:' })),
        copyRow(t({ id: 'checkout.mpesa.paybill', message: 'Business number' }), m.paybill),
        copyRow(t({ id: 'checkout.mpesa.account', message: 'Account number' }), m.account),
        copyRow(t({ id: 'checkout.payee', message: 'Payee' }), m.payee),
      );
      break;
    case 'wallet':
      box.append(
        el(
          'p',
          {},
          m.app === 'alipay'
            ? t({ id: 'checkout.wallet.alipay', message: 'In Alipay, transfer the exact amount to this account:' })
            : t({ id: 'checkout.wallet.wechat', message: 'In WeChat, transfer the exact amount to this WeChat ID:' }),
        ),
        copyRow(
          m.app === 'alipay'
            ? t({ id: 'checkout.wallet.alipayAccount', message: 'Alipay account' })
            : t({ id: 'checkout.wallet.wechatId', message: 'WeChat ID' }),
          m.account,
        ),
        copyRow(t({ id: 'checkout.payee', message: 'Payee' }), m.payee),
      );
      break;
    case 'script': {
      const p = m.instructions;
      if (p.link)
        box.append(
          el('a', { href: p.link, className: 'primary' }, t({ id: 'checkout.script.open', message: 'Pay now' })),
        );
      box.append(qrImage(m.qrImage, t({ id: 'checkout.script.qr', message: 'Payment QR code' })));
      box.append(
        copyRow(t({ id: 'checkout.payee', message: 'Payee' }), p.payee.name),
        copyRow(t({ id: 'checkout.script.account', message: 'Account' }), p.payee.account),
      );
      if (p.parts && p.parts.length > 1) {
        const parts = p.parts.map((part) => formatAmount(part, currency)).join(' + ');
        box.append(
          el('p', {}, t({ id: 'checkout.script.parts', message: `Pay it in ${p.parts.length} parts: ${parts}` })),
        );
      }
      if (p.note) box.append(el('p', {}, p.note));
      break;
    }
    case 'none':
      box.append(
        el(
          'p',
          {},
          t({ id: 'checkout.none', message: 'The payment details are on their way; this page updates by itself.' }),
        ),
      );
  }
  box.prepend(el('p', { className: 'exact' }, t({ id: 'checkout.exact', message: `Pay exactly ${amount}.` })));
  return box;
}

function utrForm(given: boolean): HTMLElement {
  const input = el('input', {
    id: 'utr',
    name: 'utr',
    inputMode: 'text',
    autocomplete: 'off',
    maxLength: 66,
    required: true,
    pattern: '[A-Za-z0-9]{6,66}',
  });
  const status = el('p', { className: 'status', role: 'status' });
  if (given)
    status.textContent = t({
      id: 'checkout.utr.sent',
      message: 'Thank you: your reference was sent. The order is confirmed when the payment arrives.',
    });
  const form = el(
    'form',
    { className: 'utr' },
    el(
      'label',
      { htmlFor: 'utr' },
      t({ id: 'checkout.utr.label', message: 'Paid? Enter the UTR (payment reference)' }),
    ),
    input,
    el('button', { type: 'submit' }, t({ id: 'checkout.utr.send', message: 'Send reference' })),
    status,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const utr = input.value.trim();
    if (!/^[A-Za-z0-9]{6,66}$/.test(utr)) {
      status.textContent = t({ id: 'checkout.utr.invalid', message: 'Enter 6 to 66 letters and digits.' });
      return;
    }
    void fetch(submitUtrPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, utr }),
    })
      .then((res) => res.json() as Promise<Answer<unknown>>)
      .then((answer) => {
        status.textContent =
          answer.code === 200
            ? t({
                id: 'checkout.utr.sent',
                message: 'Thank you: your reference was sent. The order is confirmed when the payment arrives.',
              })
            : t({ id: 'checkout.utr.refused', message: 'The reference was not taken; check it and try again.' });
      })
      .catch(() => {
        status.textContent = t({ id: 'checkout.offline', message: 'The server cannot be reached; try again.' });
      });
  });
  return form;
}

let countdownTimer: number | undefined;
function countdown(info: CheckoutInfo): HTMLElement {
  const out = el('p', { className: 'countdown' });
  window.clearInterval(countdownTimer);
  if (!info.expiresAt) return out;
  // The server's clock decides; the phone's may be minutes off.
  const end = Date.parse(info.expiresAt) - Date.parse(info.now) + Date.now();
  const tick = () => {
    const left = Math.max(0, Math.round((end - Date.now()) / 1000));
    const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
    out.textContent = t({ id: 'checkout.timeLeft', message: `Time left: ${time}` });
    if (left === 0) void refresh();
  };
  tick();
  countdownTimer = window.setInterval(tick, 1000);
  return out;
}

let shownOpen = false;
function show(info: CheckoutInfo) {
  if (info.state === 'paid') {
    window.clearInterval(countdownTimer);
    if (info.returnUrl) {
      notice(
        t({ id: 'checkout.paid.title', message: 'Payment received' }),
        t({ id: 'checkout.paid.back', message: 'Taking you back to the shop…' }),
      );
      window.location.replace(info.returnUrl);
    } else
      notice(
        t({ id: 'checkout.paid.title', message: 'Payment received' }),
        t({ id: 'checkout.paid.text', message: 'Thank you. You can close this page.' }),
      );
    return true;
  }
  if (info.state === 'expired') {
    window.clearInterval(countdownTimer);
    notice(
      t({ id: 'checkout.expired.title', message: 'This payment has expired' }),
      t({
        id: 'checkout.expired.text',
        message: 'Do not pay to these details any more. Start a new payment at the shop.',
      }),
    );
    return true;
  }
  // Drawn once: a poll that finds the order still open leaves the page (and what was typed) alone.
  if (shownOpen && info.method.kind !== 'none') return false;
  shownOpen = info.method.kind !== 'none';
  const amount = formatAmount(info.amount, info.currency);
  root.replaceChildren(
    el('h1', {}, t({ id: 'checkout.title', message: 'Payment' })),
    el(
      'p',
      { className: 'amount' },
      el('span', {}, t({ id: 'checkout.amount', message: 'Amount to pay' })),
      el('strong', {}, amount),
    ),
    countdown(info),
    methodSection(info.method, amount, info.currency),
    utrForm(info.utrGiven),
  );
  return false;
}

function unknownLink() {
  window.clearInterval(countdownTimer);
  notice(
    t({ id: 'checkout.unknown.title', message: 'This payment link is not valid' }),
    t({ id: 'checkout.unknown.text', message: 'Check the link the shop gave you, or start a new payment there.' }),
  );
}

let pollTimer: number | undefined;
async function refresh(): Promise<void> {
  window.clearTimeout(pollTimer);
  let done = false;
  try {
    const res = await fetch(`${infoPath}?token=${encodeURIComponent(token)}`, { cache: 'no-store' });
    const answer = (await res.json()) as Answer<CheckoutInfo>;
    if (answer.code === 200) done = show(answer.data);
    else if (answer.code === 404 || answer.code === 400) {
      unknownLink();
      done = true;
    }
  } catch {
    // A dropped connection: the next poll tries again.
  }
  if (!done) pollTimer = window.setTimeout(() => void refresh(), pollMs);
}

const language = (document.documentElement.lang in catalogs ? document.documentElement.lang : 'en-US') as Language;
i18n.loadAndActivate({ locale: language, messages: (await catalogs[language]()).messages });
document.title = t({ id: 'checkout.title', message: 'Payment' });
if (token) await refresh();
else unknownLink();
