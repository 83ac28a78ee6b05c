// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { publicInfoCalls } from '../../../../src/contract/index.ts';
import { SignInScreen, type SignInNav } from '../../../../src/features/auth/index.ts';
import { ok, recordCalls, renderPage, server, useApiServer } from '../../support/render-page.tsx';

useApiServer();
const nav: SignInNav = { toStep: () => undefined, signedIn: () => undefined };
afterEach(cleanup);

describe('ContactInfo on the sign-in page', () => {
  it('shows whom to ask, read through the public contact call before anyone signs in', async () => {
    const calls = recordCalls();
    server.use(
      http.get(`*${publicInfoCalls.contact.path}`, () => ok({ contactInfo: 'Telegram @payhub_help' })),
      http.get(`*${publicInfoCalls.brand.path}`, () => ok({ systemName: 'Acme Pay', showLogo: true })),
    );
    renderPage(<SignInScreen step="login" nav={nav} />, '/login');
    expect((await screen.findByTestId('contact-info')).textContent).toBe('Need help? Contact Telegram @payhub_help');
    // The only calls of the page before signing in: no session call, no other setting.
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(
      [`GET ${publicInfoCalls.brand.path}`, `GET ${publicInfoCalls.contact.path}`].sort(),
    );
  });

  it("is headed by the operator's product name, which the window title ends with", async () => {
    localStorage.clear();
    server.use(http.get(`*${publicInfoCalls.brand.path}`, () => ok({ systemName: 'Acme Pay', showLogo: true })));
    renderPage(<SignInScreen step="login" nav={nav} />, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Pay' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Acme Pay'));
    // The next sign-in page on this device starts with it, before the server answers.
    expect(localStorage.getItem('brand.systemName')).toBe('Acme Pay');
  });

  it('leaves the line out while ContactInfo is empty', async () => {
    let asked = false;
    server.use(
      http.get(`*${publicInfoCalls.contact.path}`, () => {
        asked = true;
        return ok({ contactInfo: '' });
      }),
    );
    renderPage(<SignInScreen step="login" nav={nav} />, '/login');
    await screen.findByRole('button', { name: /sign in/i });
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByTestId('contact-info')).toBeNull();
  });
});
