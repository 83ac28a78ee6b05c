// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, publicInfoPaths, signInPath } from '../../../../src/contract/index.ts';
import { SignInScreen, type SignInNav } from '../../../../src/features/auth/index.ts';
import { SubmitButton } from '../../../../src/features/auth/components/submit-button.tsx';
import { i18n } from '../../../../src/lib/i18n/i18n.ts';
import { ok, recordCalls, renderPage, server, useApiServer } from '../../support/render-page.tsx';

useApiServer();
beforeEach(() => {
  server.use(
    http.get(`*${publicInfoPaths.brand}`, () => ok({ systemName: 'PayHub', showLogo: true })),
    http.get(`*${publicInfoPaths.contact}`, () => ok({ contactInfo: '' })),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The server accepts the sign-in; `body` is what the form sent. */
function acceptSignIn(): { body: unknown } {
  const sent: { body: unknown } = { body: undefined };
  server.use(
    http.post(`*${signInPath}`, async ({ request }) => {
      sent.body = await request.json();
      return HttpResponse.json({ code: Code.ok, msg: 'ok', data: { token: 'x', cookieDays: 1 } });
    }),
  );
  return sent;
}

const navSpy = () => ({ toStep: vi.fn<SignInNav['toStep']>(), signedIn: vi.fn<SignInNav['signedIn']>() });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('the sign-in form without a form library', () => {
  it('draws the sign-in button disabled in the prerendered page, and enabled once React runs it', () => {
    // A press before React runs would make the browser send the form itself.
    expect(renderToString(<SubmitButton loading={false}>Sign in</SubmitButton>)).toMatch(/<button[^>]*disabled/);
    renderPage(<SignInScreen step="login" nav={navSpy()} />, '/login');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reports both empty fields under them and sends nothing', async () => {
    const calls = recordCalls();
    renderPage(<SignInScreen step="login" nav={navSpy()} />, '/login');
    submit();
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calls.filter((c) => c.path === signInPath)).toEqual([]);
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
  });

  it('takes no typing before React runs the prerendered form, then signs in with what is typed', async () => {
    const sent = acceptSignIn();
    const nav = navSpy();
    const ui = (
      <I18nProvider i18n={i18n}>
        <SignInScreen step="login" nav={nav} />
      </I18nProvider>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(ui);
    document.body.append(root);
    // Text typed there would show but not reach the form's state, and be reported empty.
    const account = () => root.querySelector('#sign-in-userName') as HTMLInputElement;
    expect(account().readOnly).toBe(true);
    expect((root.querySelector('#sign-in-password') as HTMLInputElement).readOnly).toBe(true);
    const hydrated = await act(async () => hydrateRoot(root, ui));
    expect(account().readOnly).toBe(false);
    type('Account', 'merchant01');
    type('Password', 'Demo1234');
    submit();
    await waitFor(() => expect(nav.signedIn).toHaveBeenCalledOnce());
    expect(sent.body).toEqual({ userName: 'merchant01', password: 'Demo1234' });
    act(() => hydrated.unmount());
    root.remove();
  });

  it('refuses an account of 65 characters under its field, as the server would', async () => {
    const calls = recordCalls();
    renderPage(<SignInScreen step="login" nav={navSpy()} />, '/login');
    type('Account', 'a'.repeat(65));
    type('Password', 'Demo1234');
    submit();
    expect(await screen.findByText('Account: 8 to 64 characters, digits and English letters only')).toBeTruthy();
    expect(calls.filter((c) => c.path === signInPath)).toEqual([]);
  });

  it('sends the trimmed account and the password as typed, then goes home', async () => {
    const sent = acceptSignIn();
    const nav = navSpy();
    renderPage(<SignInScreen step="login" nav={nav} />, '/login');
    type('Account', '  merchant01 ');
    type('Password', ' Demo1234 ');
    submit();
    await waitFor(() => expect(nav.signedIn).toHaveBeenCalledOnce());
    expect(sent.body).toEqual({ userName: 'merchant01', password: ' Demo1234 ' });
    expect(localStorage.getItem('signedIn')).toContain('expiresAt');
  });

  it('moves to the Google step on code 1004 and puts the server field errors under the field', async () => {
    server.use(
      http.post(`*${signInPath}`, () =>
        HttpResponse.json({
          code: Code.googleCodeRequired,
          msg: 'code',
          msgId: 'errors.googleCodeRequired',
          data: { needBind: false },
        }),
      ),
    );
    const nav = navSpy();
    const first = renderPage(<SignInScreen step="login" nav={nav} />, '/login');
    type('Account', 'admin0002');
    type('Password', 'Demo1234');
    submit();
    await waitFor(() => expect(nav.toStep).toHaveBeenCalledWith('googleVerify'));
    first.unmount();

    server.use(
      http.post(`*${signInPath}`, () =>
        HttpResponse.json({
          code: Code.badRequest,
          msg: 'bad',
          msgId: 'validation.googleCode.format',
          data: { issues: [{ field: 'googleCode', msgId: 'validation.googleCode.format' }] },
        }),
      ),
    );
    renderPage(<SignInScreen step="googleVerify" nav={nav} />, '/googleVerify');
    expect(screen.getByText(/for admin0002, or one of its 10-digit recovery codes$/)).toBeTruthy();
    type('Google code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Google code: 6 digits, or a 10-digit recovery code')).toBeTruthy();
    expect(screen.getByLabelText('Google code').getAttribute('aria-invalid')).toBe('true');
  });
});
