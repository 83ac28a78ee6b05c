// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bankCalls } from '../../../../src/contract/index.ts';
import { BankPicker } from '../../../../src/features/banks/index.ts';
import { ok, renderPage, server, useApiServer } from '../../support/render-page.tsx';

useApiServer();
afterEach(cleanup);

const banks = [
  { id: 1, name: 'HDFC Bank', shortCode: 'HDFC', ifscPrefix: 'HDFC', country: 'IN' },
  { id: 2, name: 'ICICI Bank', shortCode: 'ICICI', ifscPrefix: 'ICIC', country: 'IN' },
];

function Form() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="bank">Bank</label>
      <BankPicker id="bank" value={value} purpose="payout" onChange={(name) => setValue(name)} />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

describe('the bank picker as a combobox', () => {
  it('has its combobox role and states on the input, and picks a bank with the arrow keys and Enter', async () => {
    server.use(http.get(`*${bankCalls.options.path}`, () => ok({ country: 'IN', banks })));
    renderPage(<Form />, '/payProxyOrder/list/merchant');
    const input = await screen.findByRole('combobox', { name: 'Bank' });
    expect(input.tagName).toBe('INPUT');
    fireEvent.change(input, { target: { value: 'Bank' } });
    const list = await screen.findByRole('listbox', { name: 'Banks' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /ICICI Bank/ }).id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('chosen').textContent).toBe('ICICI Bank');
    expect((input as HTMLInputElement).value).toBe('ICICI Bank');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
