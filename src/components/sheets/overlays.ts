import { Dialog as AdmDialog, type DialogAlertProps, type DialogConfirmProps } from 'antd-mobile';
import { openOverlay } from '../../lib/overlays/back-stack.ts';
import { DialogComponent } from './overlay-components.tsx';

/**
 * antd-mobile's overlays with the phone's Back closing them (decision 064;
 * src/lib/overlays/back-stack.ts). The app imports Popup, CenterPopup, ActionSheet and Dialog from
 * here, never from antd-mobile (lint says so), so every sheet of every feature behaves the same.
 */
export { ActionSheet, CenterPopup, Popup } from './overlay-components.tsx';

/**
 * The imperative dialogs: Back answers them as their cancel (or close) would. They stay open over
 * a route change: the app shows them as it navigates (src/lib/overlays/back-stack.ts).
 */
function confirm(props: DialogConfirmProps): Promise<boolean> {
  const release = openOverlay(() => AdmDialog.clear(), { keepOnRouteChange: true });
  return AdmDialog.confirm(props).finally(release);
}

function alert(props: DialogAlertProps): Promise<void> {
  const release = openOverlay(() => AdmDialog.clear(), { keepOnRouteChange: true });
  return AdmDialog.alert(props).finally(release);
}

export const Dialog = Object.assign(DialogComponent, { confirm, alert, clear: () => AdmDialog.clear() });
