// @vitest-environment happy-dom
import { msg } from '@lingui/core/macro';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormSheet } from '../../../../src/components/forms/form-sheet.tsx';
import { googleCodeSchema, orderCalls } from '../../../../src/contract/index.ts';
import { request } from '../../../../src/lib/api/client.ts';
import { ok, recordCalls, renderPage, server, useApiServer } from '../../support/render-page.tsx';

useApiServer();
afterEach(cleanup);

const kind = 'EnableGoogleVerifyForManualSupplement';

/** The supplement form as the order list opens it (code required while the switch is on), with its switch as the step-up kind. */
const supplementSchema = orderCalls.replenishmentOrder.input.extend({ googleCode: googleCodeSchema });

function openSupplement(windows: { kind: string; until: string }[], schema: z.ZodType = supplementSchema) {
  server.use(
    http.get('*/v1.0/user/getStepUps', () => ok({ windows })),
    http.post('*/v1.0/order/replenishmentOrder', () =>
      ok({ orderCode: 'C1', status: 4, supplementStatus: 1, utr: '' }),
    ),
  );
  const calls = recordCalls();
  renderPage(
    <FormSheet
      open
      stepUp={kind}
      title="Supplement"
      fields={[
        { name: 'utr', label: msg({ id: 'orders.fields.utr', message: 'UTR' }), kind: 'digits', maxLength: 12 },
        { name: 'googleCode', label: msg({ id: 'orders.fields.googleCode', message: 'Google code' }), kind: 'digits' },
      ]}
      initial={{ utr: '', googleCode: '' }}
      schema={schema}
      toInput={(v) => ({ orderCode: 'C1', utr: v.utr ?? '', googleCode: v.googleCode ?? '' })}
      submitText="Confirm"
      failure={msg({ id: 'orders.errors.supplementFailed', message: 'Supplement failed' })}
      onSubmit={async (input) => void (await request(orderCalls.replenishmentOrder, input as never))}
      onClose={() => undefined}
    />,
    '/order/list',
  );
  return calls;
}

describe('the step-up window in a form that asks for a Google code (decision 107)', () => {
  it('shows "verified until" instead of the code field and sends no code while the window is open', async () => {
    const until = new Date(Date.now() + 4 * 60_000);
    const calls = openSupplement([{ kind, until: until.toISOString() }]);
    const note = await screen.findByTestId('step-up-note');
    // en-US writes its own 12-hour clock (decision 120): "4:57 PM".
    const hhmm = until.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    expect(note.textContent).toBe(`Google code verified until ${hhmm}: not asked again`);
    expect(document.getElementById('form-sheet-googleCode')).toBeNull();
    fireEvent.change(document.getElementById('form-sheet-utr') as HTMLInputElement, {
      target: { value: '123456789012' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/v1.0/order/replenishmentOrder')).toBe(true));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/v1.0/order/replenishmentOrder')?.body).toEqual({
        orderCode: 'C1',
        utr: '123456789012',
      }),
    );
  });

  it('asks for the code when no window of its kind is open', async () => {
    openSupplement([
      { kind: 'EnableGoogleVerifyForBatchOperations', until: new Date(Date.now() + 60_000).toISOString() },
    ]);
    await waitFor(() => expect(document.getElementById('form-sheet-googleCode')).not.toBeNull());
    expect(screen.queryByTestId('step-up-note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
  });

  it('keeps a form whose rules cross fields (a refinement): no code asked, its own rule still checked', async () => {
    const until = new Date(Date.now() + 4 * 60_000);
    const refined = supplementSchema.refine((v) => v.utr !== '000000000000', {
      message: 'validation.utr.format',
      path: ['utr'],
    });
    const calls = openSupplement([{ kind, until: until.toISOString() }], refined);
    await screen.findByTestId('step-up-note');
    const utr = document.getElementById('form-sheet-utr') as HTMLInputElement;
    fireEvent.change(utr, { target: { value: '000000000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(utr.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.path === '/v1.0/order/replenishmentOrder')).toBe(false);
    fireEvent.change(utr, { target: { value: '123456789012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/v1.0/order/replenishmentOrder')?.body).toEqual({
        orderCode: 'C1',
        utr: '123456789012',
      }),
    );
  });
});
