// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { orderCalls } from '../../../../src/contract/index.ts';
import { QueueCard } from '../../../../src/features/home/components/queue-card.tsx';
import { supplementQueueListOptions } from '../../../../src/features/orders/index.ts';
import { ok, page, renderPage, server, signedInAs, useApiServer } from '../../support/render-page.tsx';

useApiServer();
afterEach(cleanup);

describe("the supplier's queue card", () => {
  it('keeps the queue list it opens, so it reads offline without having been opened before', async () => {
    server.use(
      signedInAs('supplier', 7),
      http.get(`*${orderCalls.getList.path}`, () => ok({ ...page([]), total: 729 } as never)),
    );
    const { queryClient } = renderPage(<QueueCard listPath="/order/list/supplier" role="supplier" />, '/home');
    await waitFor(() => expect(screen.getByTestId('supplement-queue-count').textContent).toBe('729'));
    await waitFor(() =>
      expect(queryClient.getQueryState(supplementQueueListOptions('supplier').queryKey)?.status).toBe('success'),
    );
  });
});
