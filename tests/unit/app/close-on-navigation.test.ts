// @vitest-environment happy-dom
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { closeOverlaysOnNavigation } from '../../../src/app/close-on-navigation.ts';
import { openOverlay } from '../../../src/lib/overlays/back-stack.ts';

/** A router whose /slow page takes until `arrive()` (its guard and chunk on a slow network). */
function slowRouter() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter([
    { path: '/', element: null },
    { path: '/fast', element: null },
    { path: '/slow', element: null, loader: () => arrived.then(() => null) },
  ]);
  closeOverlaysOnNavigation(router);
  return { router, arrive };
}

describe('sheets and route changes', () => {
  it('closes the open sheet as soon as a navigation starts', async () => {
    const { router, arrive } = slowRouter();
    const close = vi.fn();
    openOverlay(close);
    const going = router.navigate('/slow');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(close).toHaveBeenCalledTimes(1);
    arrive();
    await going;
    expect(router.state.location.pathname).toBe('/slow');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('leaves open a sheet opened while the page was on its way', async () => {
    const { router, arrive } = slowRouter();
    const going = router.navigate('/slow');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    const close = vi.fn();
    const release = openOverlay(close);
    arrive();
    await going;
    expect(router.state.location.pathname).toBe('/slow');
    expect(close).not.toHaveBeenCalled();
    release();
  });

  it('closes the sheet when a navigation lands without waiting for anything', async () => {
    const { router } = slowRouter();
    const close = vi.fn();
    openOverlay(close);
    await router.navigate('/fast');
    expect(router.state.location.pathname).toBe('/fast');
    expect(close).toHaveBeenCalledTimes(1);
  });
});
