// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { announceToasts } from '../../../src/app/announce-toasts.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toasts for screen readers', () => {
  announceToasts(document);

  it('makes the element a toast is drawn into a polite live region before the toast fills it', async () => {
    // As antd-mobile draws one: an empty host first, the toast rendered into it afterwards.
    const host = document.createElement('div');
    document.body.append(host);
    await tick();
    expect(host.getAttribute('aria-live')).toBe('polite');
    host.innerHTML = '<div class="adm-mask adm-toast-mask"><div class="adm-toast-main">Payout created</div></div>';
    await tick();
    expect(host.getAttribute('aria-live')).toBe('polite');
  });

  it('leaves an element that turns out to hold something else without a live region', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    await tick();
    host.innerHTML = '<div class="adm-image-viewer">a picture</div>';
    await tick();
    expect(host.hasAttribute('aria-live')).toBe(false);
  });
});
