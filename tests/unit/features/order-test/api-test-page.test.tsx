// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { orderCreateCalls, orderTestCalls, systemConfigCalls } from '../../../../src/contract/index.ts';
import { ApiTestPage } from '../../../../src/features/order-test/components/api-test-page.tsx';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { ok, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';
import { appRoutes } from '../../../../src/app/routes/table.ts';

useApiServer();
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

const path = orderCreateCalls.create.path;

function showApiTest(apiUrl: string) {
  server.use(
    signedInAs('merchant', 31),
    http.get(`*${systemConfigCalls.getApiUrl.path}`, () => ok(apiUrl)),
    http.get(`*${orderTestCalls.products.path}`, () => ok([])),
  );
  const route = findRoute(appRoutes, '/order/test/merchant');
  if (!route) throw new Error('no API test route');
  renderPage(<ApiTestPage route={route} />, route.path);
}

describe('ApiUrl on the API test page', () => {
  it('names the ApiUrl the superAdmin set as where a merchant server sends, and where this page sends', async () => {
    showApiTest('https://api.pay.example/');
    const hint = await screen.findByTestId('api-test-url');
    expect(hint.textContent).toBe(
      `Sent as JSON to https://api.pay.example${path}, as your server would. This page sends it to ${window.location.origin}${path}.`,
    );
  });

  it('names this origin, once, while no ApiUrl is set', async () => {
    showApiTest('');
    const hint = await screen.findByTestId('api-test-url');
    expect(hint.textContent).toBe(`Sent as JSON to ${window.location.origin}${path}, as your server would.`);
  });

  it('says offline that test calls wait for the connection', async () => {
    showApiTest('');
    await screen.findByTestId('api-test-url');
    act(() => onlineManager.setOnline(false));
    expect((await screen.findByTestId('offline-actions-note')).textContent).toMatch(
      /test calls reach the server only once/,
    );
  });
});
