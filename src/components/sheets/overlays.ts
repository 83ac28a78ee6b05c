import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { openOverlay } from '../../lib/overlays/back-stack.ts';
import { DialogComponent, QuestionDialog, type Question } from './overlay-components.tsx';

/**
 * antd-mobile's overlays inside the one modal frame (decision 101: dialog role and name, focus in,
 * kept in, given back, Escape, the page inert) with the phone's Back closing them (decision 064;
 * src/lib/overlays/back-stack.ts). The app imports Popup, CenterPopup, ActionSheet and Dialog from
 * here, never from antd-mobile (lint says so), so every sheet of every feature behaves the same.
 */
export { ActionSheet, CenterPopup, Popup } from './overlay-components.tsx';

/**
 * The imperative dialogs, rendered outside the app's React tree as antd-mobile's own are: Back
 * answers them as their cancel (or close) would. They stay open over a route change: the app
 * shows them as it navigates (src/lib/overlays/back-stack.ts).
 */
function ask(question: Question): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    // Marked before it is added: an empty unmarked element at the body's end is taken for a toast's (announce-toasts.ts).
    host.dataset.dialogHost = '';
    document.body.append(host);
    const root = createRoot(host);
    let close = () => {};
    const release = openOverlay(() => close(), { keepOnRouteChange: true });
    let settled = false;
    const settle = (yes: boolean) => {
      if (settled) return;
      settled = true;
      release();
      resolve(yes);
    };
    let gone = false;
    const onClosed = () => {
      if (gone) return;
      gone = true;
      // After the render that closed it has finished.
      window.setTimeout(() => {
        root.unmount();
        host.remove();
      });
    };
    const register = (closer: () => void) => (close = closer);
    root.render(createElement(QuestionDialog, { question, register, settle, onClosed }));
  });
}

const confirm = (props: DialogConfirmProps) => ask({ kind: 'confirm', props });
const alert = (props: DialogAlertProps) => ask({ kind: 'alert', props }).then(() => undefined);

export const Dialog = Object.assign(DialogComponent, { confirm, alert });
