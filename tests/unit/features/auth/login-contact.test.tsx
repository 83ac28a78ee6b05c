// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { publicInfoCalls } from '../../../../src/contract/index.ts';
import { LoginPage } from '../../../../src/features/auth/components/login-page.tsx';
import { ok, recordCalls, renderPage, server, useApiServer } from '../../support/render-page.tsx';

useApiServer();
afterEach(cleanup);

describe('ContactInfo on the sign-in page', () => {
  it('shows whom to ask, read through the public contact call before anyone signs in', async () => {
    const calls = recordCalls();
    server.use(http.get(`*${publicInfoCalls.contact.path}`, () => ok({ contactInfo: 'Telegram @payhub_help' })));
    renderPage(<LoginPage />, '/login');
    expect((await screen.findByTestId('contact-info')).textContent).toBe('Need help? Contact Telegram @payhub_help');
    // The only call of the page before signing in: no session call, no other setting.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${publicInfoCalls.contact.path}`]);
  });

  it('leaves the line out while ContactInfo is empty', async () => {
    let asked = false;
    server.use(
      http.get(`*${publicInfoCalls.contact.path}`, () => {
        asked = true;
        return ok({ contactInfo: '' });
      }),
    );
    renderPage(<LoginPage />, '/login');
    await screen.findByRole('button', { name: /sign in/i });
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByTestId('contact-info')).toBeNull();
  });
});
