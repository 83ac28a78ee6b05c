import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './floating-menu.module.css';
import type { MenuAction, MenuAnchor } from './menu-anchor.ts';

/**
 * A small desktop menu (user dropdown, tab actions): a `menu` of `menuitem`s that takes focus,
 * closes on Escape, on a choice and on any press outside. Phones use an ActionSheet instead.
 */
export function FloatingMenu({
  anchor,
  actions,
  label,
  onClose,
}: {
  anchor: MenuAnchor;
  actions: MenuAction[];
  label: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Focus moves into the menu and back to where it was (the trigger) when the menu closes.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const away = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape' || e.key === 'Tab') onClose();
    };
    document.addEventListener('pointerdown', away, true);
    document.addEventListener('keydown', key);
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      document.removeEventListener('keydown', key);
      window.removeEventListener('resize', onClose);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [onClose]);

  const moveFocus = (step: number) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    items[(i + step + items.length) % items.length]?.focus();
  };

  const position =
    anchor.align === 'end'
      ? { top: anchor.y, right: Math.max(8, window.innerWidth - anchor.x) }
      : { top: anchor.y, left: Math.min(anchor.x, window.innerWidth - 208) };

  return createPortal(
    <div
      ref={ref}
      role="menu"
      aria-label={label}
      className={styles.menu}
      style={position}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') moveFocus(1);
        if (e.key === 'ArrowUp') moveFocus(-1);
      }}
    >
      {actions.map((a) => (
        <button
          key={a.key}
          type="button"
          role="menuitem"
          className={`${styles.item} ${a.danger ? styles.danger : ''}`}
          onClick={() => {
            onClose();
            a.onSelect();
          }}
        >
          {a.icon}
          <span>{a.text}</span>
        </button>
      ))}
    </div>,
    document.body,
  );
}
