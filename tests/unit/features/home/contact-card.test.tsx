// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { publicInfoCalls } from '../../../../src/contract/index.ts';
import { HomePage } from '../../../../src/features/home/components/home-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { ok, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(cleanup);

function showHome(contactInfo: string, onAsk = () => undefined as void) {
  server.use(
    signedInAs('technicalSupport', 7),
    http.get(`*${publicInfoCalls.contact.path}`, () => {
      onAsk();
      return ok({ contactInfo });
    }),
  );
  const route = findRoute(appRoutes, '/home');
  if (!route) throw new Error('no home route');
  renderPage(<HomePage route={route} />, route.path);
}

describe('ContactInfo on the home page', () => {
  it('shows the support card with the contact the superAdmin set', async () => {
    showHome('support@pay.example\n+91 98 7654 3210');
    const card = await screen.findByRole('region', { name: 'Support' });
    expect(within(card).getByTestId('contact-info').textContent).toBe('support@pay.example\n+91 98 7654 3210');
  });

  it('shows no support card while ContactInfo is empty', async () => {
    let asked = false;
    showHome('', () => {
      asked = true;
    });
    await screen.findByRole('region', { name: 'Your pages' });
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region', { name: 'Support' })).toBeNull();
  });
});
