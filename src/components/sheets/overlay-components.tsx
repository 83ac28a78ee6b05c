import {
  ActionSheet as AdmActionSheet,
  CenterPopup as AdmCenterPopup,
  Dialog as AdmDialog,
  Popup as AdmPopup,
  type ActionSheetProps,
  type CenterPopupProps,
  type DialogProps,
  type PopupProps,
} from 'antd-mobile';
import { useBackCloses } from './use-back-closes.ts';

/** antd-mobile's overlays, closed by the phone's Back; imported through ./overlays.ts. */
export function Popup(props: PopupProps) {
  useBackCloses(Boolean(props.visible), props.onClose);
  return <AdmPopup {...props} />;
}

export function CenterPopup(props: CenterPopupProps) {
  useBackCloses(Boolean(props.visible), props.onClose);
  return <AdmCenterPopup {...props} />;
}

export function ActionSheet(props: ActionSheetProps) {
  useBackCloses(Boolean(props.visible), props.onClose ?? props.onMaskClick);
  return <AdmActionSheet {...props} />;
}

/** A dialog that cannot be closed (no onClose, as the second-level login) is left to Back's default. */
export function DialogComponent(props: DialogProps) {
  useBackCloses(Boolean(props.visible), props.onClose);
  return <AdmDialog {...props} />;
}
