import {
  CenterPopup as AdmCenterPopup,
  Dialog as AdmDialog,
  Popup as AdmPopup,
  SafeArea,
  type ActionSheetProps,
  type CenterPopupProps,
  type DialogAlertProps,
  type DialogConfirmProps,
  type DialogProps,
  type PopupProps,
} from 'antd-mobile';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ModalPresence, type ModalA11y } from './modal-frame.tsx';
import styles from './modal-frame.module.css';
import { useBackCloses } from './use-back-closes.ts';

/**
 * antd-mobile's overlays inside the one modal frame (decision 101) and closed by the phone's Back
 * (decision 064); imported through ./overlays.ts. antd-mobile renders them in place
 * (`getContainer={null}`): the frame is what goes to the end of the body.
 */
/**
 * One antd-mobile overlay in the modal frame, closed by Back and Escape: `overlay` draws it with the
 * frame's visibility and the afterClose that lets the frame go (then the caller's own afterClose).
 */
function Framed({
  visible,
  onClose,
  afterClose,
  label,
  role,
  overlay,
}: ModalA11y & {
  visible: boolean | undefined;
  onClose: (() => void) | undefined;
  afterClose: (() => void) | undefined;
  overlay: (visible: boolean, afterClose: () => void) => ReactNode;
}) {
  useBackCloses(Boolean(visible), onClose);
  return (
    <ModalPresence
      visible={Boolean(visible)}
      label={label}
      role={role}
      onEscape={onClose}
      render={(shown, frameGone) =>
        overlay(shown, () => {
          frameGone();
          afterClose?.();
        })
      }
    />
  );
}

export function Popup({ label, role, ...props }: PopupProps & ModalA11y) {
  return (
    <Framed
      {...{ label, role, visible: props.visible, onClose: props.onClose, afterClose: props.afterClose }}
      overlay={(visible, afterClose) => (
        <AdmPopup {...props} visible={visible} getContainer={null} afterClose={afterClose} />
      )}
    />
  );
}

export function CenterPopup({ label, role, ...props }: CenterPopupProps & ModalA11y) {
  return (
    <Framed
      {...{ label, role, visible: props.visible, onClose: props.onClose, afterClose: props.afterClose }}
      overlay={(visible, afterClose) => (
        <AdmCenterPopup {...props} visible={visible} getContainer={null} afterClose={afterClose} />
      )}
    />
  );
}

/** Up and Down move between the choices, as in a list box; Tab reaches each too. */
function moveAmongChoices(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const choices = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="option"]:not([aria-disabled="true"])')];
  const at = choices.indexOf(document.activeElement as HTMLElement);
  const next = choices[(at + (e.key === 'ArrowDown' ? 1 : -1) + choices.length) % choices.length];
  if (!next) return;
  e.preventDefault();
  next.focus();
}

/**
 * antd-mobile's action sheet, drawn with its classes, but its choices reachable by keyboard (its
 * own are links without an address, which Tab skips) and its Cancel a real button.
 */
/** Its `label` is required: a sheet of choices says whose choices they are (WCAG 4.1.2). */
export function ActionSheet({ label, ...props }: ActionSheetProps & { label: string }) {
  const close = props.onClose ?? props.onMaskClick;
  return (
    <Popup
      visible={props.visible}
      onClose={close}
      onMaskClick={() => {
        props.onMaskClick?.();
        if (props.closeOnMaskClick !== false) props.onClose?.();
      }}
      label={label}
      className="adm-action-sheet-popup"
      destroyOnClose={props.destroyOnClose}
    >
      <div className="adm-action-sheet">
        {props.extra && (
          <div className="adm-action-sheet-extra" data-dialog-title>
            {props.extra}
          </div>
        )}
        <div className="adm-action-sheet-button-list" role="listbox" aria-label={label} onKeyDown={moveAmongChoices}>
          {props.actions.map((action, index) => {
            const choose = () => {
              if (action.disabled) return;
              action.onClick?.();
              props.onAction?.(action, index);
              if (props.closeOnAction) props.onClose?.();
            };
            return (
              <div key={action.key} className="adm-action-sheet-button-item-wrapper">
                <div
                  role="option"
                  aria-selected={false}
                  aria-disabled={action.disabled || undefined}
                  tabIndex={action.disabled ? -1 : 0}
                  className={[
                    'adm-action-sheet-button-item',
                    styles.choice,
                    action.danger ? 'adm-action-sheet-button-item-danger' : '',
                    action.disabled ? 'adm-action-sheet-button-item-disabled' : '',
                    action.bold ? 'adm-action-sheet-button-item-bold' : '',
                  ].join(' ')}
                  onClick={choose}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter' && e.key !== ' ') return;
                    e.preventDefault();
                    choose();
                  }}
                >
                  <div className="adm-action-sheet-button-item-name">{action.text}</div>
                  {action.description && (
                    <div className="adm-action-sheet-button-item-description">{action.description}</div>
                  )}
                </div>
              </div>
            );
          })}
        </div>
        {props.cancelText && (
          <div className="adm-action-sheet-cancel">
            <button
              type="button"
              className={`adm-action-sheet-button-item ${styles.choice}`}
              onClick={() => props.onClose?.()}
            >
              <span className="adm-action-sheet-button-item-name">{props.cancelText}</span>
            </button>
          </div>
        )}
        {props.safeArea !== false && <SafeArea position="bottom" />}
      </div>
    </Popup>
  );
}

/** A dialog that cannot be closed (no onClose, as the second-level login) is left to Back's default. */
/** A dialog that cannot be closed (no onClose, as the second-level login) is left to Back's default. */
export function DialogComponent({ label, role, ...props }: DialogProps & ModalA11y) {
  return (
    <Framed
      {...{ role, visible: props.visible, onClose: props.onClose, afterClose: props.afterClose }}
      label={label ?? props['aria-label']}
      overlay={(visible, afterClose) => (
        <AdmDialog {...props} visible={visible} getContainer={null} afterClose={afterClose} />
      )}
    />
  );
}

/** A question (`Dialog.confirm`) or a message (`Dialog.alert`) as ./overlays.ts shows them. */
export type Question = { kind: 'confirm'; props: DialogConfirmProps } | { kind: 'alert'; props: DialogAlertProps };

interface QuestionProps {
  question: Question;
  /** Hands over how to close it from outside (Back), answered as cancelled. */
  register: (close: () => void) => void;
  settle: (yes: boolean) => void;
  /** Once it has closed (its animation ended). */
  onClosed: () => void;
}

/** antd-mobile's confirm and alert dialogs, drawn by antd-mobile inside the modal frame. */
export function QuestionDialog({ question, register, settle, onClosed }: QuestionProps) {
  const [visible, setVisible] = useState(true);
  const { props } = question;
  const finish = (yes: boolean) => {
    settle(yes);
    setVisible(false);
  };
  useEffect(() => {
    register(() => {
      settle(false);
      setVisible(false);
    });
  }, [register, settle]);
  const confirm = {
    key: 'confirm',
    text: props.confirmText,
    bold: true,
    onClick: async () => {
      await props.onConfirm?.();
      finish(true);
    },
  };
  const actions =
    question.kind === 'confirm'
      ? [[{ key: 'cancel', text: question.props.cancelText, onClick: () => finish(false) }, confirm]]
      : [confirm];
  return (
    <ModalPresence
      visible={visible}
      label={typeof props.title === 'string' ? props.title : undefined}
      onEscape={() => finish(false)}
      onClosed={onClosed}
      render={(shown, afterClose) => (
        <AdmDialog
          title={props.title}
          content={props.content}
          actions={actions}
          visible={shown}
          getContainer={null}
          afterClose={afterClose}
          closeOnMaskClick={props.closeOnMaskClick}
          onClose={() => finish(false)}
        />
      )}
    />
  );
}
