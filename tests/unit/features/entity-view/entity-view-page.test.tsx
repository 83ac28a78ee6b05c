// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Code, entityViewCalls, type EntityView } from '../../../../src/contract/index.ts';
import { EntityViewPage } from '../../../../src/features/entity-view/components/entity-view-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { ok, recordCalls, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(cleanup);

const order: EntityView = {
  type: 'order',
  id: '42',
  title: 'C2026050110000042',
  fields: [
    { name: 'orderCode', value: 'C2026050110000042', kind: 'text' },
    { name: 'payableAmount', value: 123_456, kind: 'money' },
    { name: 'locked', value: false, kind: 'bool' },
    { name: 'status', value: 8, kind: 'number' },
    { name: 'orderType', value: 0, kind: 'number' },
    { name: 'supplementStatus', value: 1, kind: 'number' },
    { name: 'payer', value: '{}', kind: 'json' },
  ],
  related: [
    { type: 'user', id: '3', label: 'merchant01 (Shop)', relation: 'merchant' },
    { type: 'user', id: '7', label: 'supplier01 (Supplier One)', relation: 'supplier' },
  ],
};

const supplier: EntityView = {
  type: 'user',
  id: '7',
  title: 'supplier01',
  fields: [
    { name: 'account', value: 'supplier01', kind: 'text' },
    { name: 'googleSecret', value: true, kind: 'secret' },
  ],
  related: [],
};

function answerViews() {
  server.use(
    signedInAs('superAdmin', 1),
    http.get(`*${entityViewCalls.view.path}`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      if (q.get('type') === 'order' && q.get('key') === order.title) return ok(order as never);
      if (q.get('type') === 'user' && q.get('key') === '7') return ok(supplier as never);
      return HttpResponse.json({
        code: Code.notFound,
        msg: 'Nothing of this type has that id or code',
        msgId: 'errors.entityNotFound',
        data: null,
      });
    }),
  );
}

const route = () => {
  const r = findRoute(appRoutes, '/entity-data-view');
  if (!r) throw new Error('no route /entity-data-view');
  return r;
};

describe('the entity data viewer page', () => {
  it('looks an order up by its code and shows its fields with money formatted', async () => {
    answerViews();
    const calls = recordCalls();
    renderPage(<EntityViewPage route={route()} />, '/entity-data-view');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'order' } });
    fireEvent.change(screen.getByLabelText('Id or code'), { target: { value: order.title } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const card = await screen.findByTestId('entity-card');
    expect(within(card).getByRole('heading', { name: order.title })).toBeTruthy();
    expect(within(card).getByText('Amount payable')).toBeTruthy();
    expect(within(card).getByText('1,234.56')).toBeTruthy();
    // The same words as the order list, never the stored numbers (decision 119).
    const value = (field: string) => card.querySelector(`dd[data-field="${field}"]`)?.textContent;
    expect([value('status'), value('orderType'), value('supplementStatus'), value('payer')]).toEqual([
      'Rejected',
      'Ordinary',
      'Manual',
      '—',
    ]);
    expect(within(card).getByText('Order type')).toBeTruthy();
    expect(calls.filter((c) => c.path === entityViewCalls.view.path).map((c) => c.body)).toEqual([
      { type: 'order', key: order.title },
    ]);
  });

  it('follows the supplier link to the supplier and shows a secret only as set', async () => {
    answerViews();
    renderPage(<EntityViewPage route={route()} />, `/entity-data-view?type=order&id=${order.title}`);
    const link = await screen.findByRole('link', { name: /supplier01/ });
    expect(link.getAttribute('href')).toBe('/entity-data-view?type=user&id=7');
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'supplier01' })).toBeTruthy());
    expect(screen.getByText('Hidden (set)')).toBeTruthy();
    // The form follows the record opened.
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('user');
  });

  it("words a callback attempt's recorded failure, never the system's code alone", async () => {
    const callback: EntityView = {
      type: 'callback',
      id: '5',
      title: 'C1 #1',
      fields: [{ name: 'error', value: 'getaddrinfo ENOTFOUND shop.invalid', kind: 'text' }],
      related: [],
    };
    server.use(
      signedInAs('superAdmin', 1),
      http.get(`*${entityViewCalls.view.path}`, () => ok(callback as never)),
    );
    renderPage(<EntityViewPage route={route()} />, '/entity-data-view?type=callback&id=5');
    const card = await screen.findByTestId('entity-card');
    expect(card.querySelector('dd[data-field="error"]')?.textContent).toBe(
      "The callback address's host name could not be found",
    );
  });

  it('says so when nothing has that id or code', async () => {
    answerViews();
    renderPage(<EntityViewPage route={route()} />, '/entity-data-view?type=payout&id=nothing');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Nothing of this type has that id or code');
    expect(screen.queryByTestId('entity-card')).toBeNull();
  });
});
