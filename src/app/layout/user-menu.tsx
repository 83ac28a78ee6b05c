import { useLingui } from '@lingui/react/macro';
import { ActionSheet } from '../../components/sheets/overlays.ts';
import { useCallback, useState } from 'react';
import { FloatingMenu } from './floating-menu.tsx';
import { anchorBelow, type MenuAction, type MenuAnchor } from './menu-anchor.ts';
import { ChevronDownIcon } from './icons.tsx';
import styles from './user-menu.module.css';

interface Props {
  name: string;
  roleLabel: string;
  actions: MenuAction[];
  /** Unread inbox messages, shown as a badge on the avatar and said in the button's name. */
  unread: number;
  desktop: boolean;
}

/** The signed-in person: a round initial on phones (opens a sheet), initial and name on desktops. */
export function UserMenu({ name, roleLabel, actions, unread, desktop }: Props) {
  const { t } = useLingui();
  const [sheet, setSheet] = useState(false);
  const [anchor, setAnchor] = useState<MenuAnchor | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const label = t({ id: 'layout.user.menu', message: 'User menu' });

  return (
    <>
      <button
        type="button"
        className={`${styles.trigger} ${desktop ? styles.wide : ''}`}
        aria-label={
          unread > 0
            ? t({ id: 'layout.user.menuUnread', message: `${label}: ${name}, ${unread} unread messages` })
            : `${label}: ${name}`
        }
        aria-haspopup="menu"
        aria-expanded={sheet || anchor !== null}
        onClick={(e) => (desktop ? setAnchor(anchor ? null : anchorBelow(e.currentTarget)) : setSheet(true))}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
          {unread > 0 && (
            <span className={styles.unread} data-testid="unread-badge">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </span>
        {desktop && (
          <>
            <span className={styles.who}>
              <span className={styles.name}>{name}</span>
              <span className={styles.role}>{roleLabel}</span>
            </span>
            <ChevronDownIcon size={16} />
          </>
        )}
      </button>
      {anchor && <FloatingMenu anchor={anchor} actions={actions} label={label} onClose={close} />}
      {!desktop && (
        <ActionSheet
          visible={sheet}
          label={label}
          extra={
            <span className={styles.sheetHead}>
              <strong>{name}</strong>
              <span>{roleLabel}</span>
            </span>
          }
          cancelText={t({ id: 'common.buttons.cancel', message: 'Cancel' })}
          actions={actions.map((a) => ({ key: a.key, text: a.text, danger: a.danger, onClick: a.onSelect }))}
          closeOnAction
          onClose={() => setSheet(false)}
        />
      )}
    </>
  );
}
