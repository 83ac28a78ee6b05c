// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { announceToasts } from '../../../src/app/announce-toasts.ts';

describe('toasts for screen readers', () => {
  it('puts the text of a toast drawn at the end of the body into a polite live region', async () => {
    announceToasts(document);
    const region = document.querySelector('[role="status"][aria-live="polite"]');
    expect(region?.textContent).toBe('');

    // As antd-mobile draws one: an empty host first, the toast rendered into it afterwards.
    const host = document.createElement('div');
    document.body.append(host);
    await Promise.resolve();
    host.innerHTML = '<div class="adm-toast-mask"><div class="adm-toast-main">Payout created</div></div>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(region?.textContent).toBe('Payout created');
  });
});
