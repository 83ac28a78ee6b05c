// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalFrame } from '../../../../src/components/sheets/modal-frame.tsx';

afterEach(cleanup);

/** A page with an opener button and, while open, a sheet with a title, a field and a button. */
function Page({ onEscape }: { onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalFrame
          onEscape={() => {
            onEscape?.();
            setOpen(false);
          }}
        >
          <h2>Filters</h2>
          <input aria-label="Order number" />
          <button type="button" onClick={() => setOpen(false)}>
            Apply
          </button>
        </ModalFrame>
      )}
    </>
  );
}

function renderInRoot(ui: ReactElement) {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const view = render(ui, { container: root });
  return { root, unmount: () => (view.unmount(), root.remove()) };
}

describe('the modal frame under every sheet and dialog', () => {
  it('is a modal dialog named by its heading, holding focus, with the page behind inert', async () => {
    const { root, unmount } = renderInRoot(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(root.contains(dialog)).toBe(false);
    expect(root.inert).toBe(true);
    // Focus moved in, onto the dialog itself (no phone keyboard popping up for a field).
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    unmount();
  });

  it('closes on Escape and gives focus back to the opener, the page no longer inert', async () => {
    const escaped = vi.fn();
    const { root, unmount } = renderInRoot(<Page onEscape={escaped} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    act(() => screen.getByRole('textbox', { name: 'Order number' }).focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(escaped).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.inert).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
    unmount();
  });

  it('takes its name from a label when it has no heading, and can be an alert dialog', () => {
    render(
      <ModalFrame label="Sign out?" role="alertdialog">
        <button type="button">OK</button>
      </ModalFrame>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Sign out?' })).toBeTruthy();
  });

  it('gives focus back to the opener as soon as it starts closing, so the next Escape reaches the sheet under it', async () => {
    const underEscaped = vi.fn();
    function Stack({ inner }: { inner: 'none' | 'open' | 'closing' }) {
      return (
        <ModalFrame label="Order" onEscape={underEscaped}>
          <button type="button">Actions</button>
          {inner !== 'none' && (
            <ModalFrame label="Actions for the order" closing={inner === 'closing'} onEscape={() => undefined}>
              <button type="button">Unlock</button>
            </ModalFrame>
          )}
        </ModalFrame>
      );
    }
    const { root, unmount } = renderInRoot(<></>);
    const view = render(<Stack inner="none" />, { container: root });
    const actions = screen.getByRole('button', { name: 'Actions' });
    act(() => actions.focus());
    // The action sheet opens from its button, takes focus, then animates out.
    view.rerender(<Stack inner="open" />);
    await waitFor(() => expect(document.activeElement).not.toBe(actions));
    view.rerender(<Stack inner="closing" />);
    expect(document.activeElement).toBe(actions);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(underEscaped).toHaveBeenCalledTimes(1);
    view.unmount();
    unmount();
  });

  it('is no dialog while it animates out, so the question it asked is the only one', () => {
    const { root, unmount } = renderInRoot(
      <ModalFrame label="Actions" closing>
        <button type="button">Unlock</button>
      </ModalFrame>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.inert).toBe(false);
    unmount();
  });
});
