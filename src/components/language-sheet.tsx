import { useLingui } from '@lingui/react/macro';
import { languages, type Language } from '../contract/index.ts';
import { activateLanguage } from '../lib/i18n/i18n.ts';
import { languageNames } from '../lib/i18n/language.ts';
import { ActionSheet } from './sheets/overlays.ts';

/** The three languages, each in its own words (product 9); the choice is remembered on this device. */
export function LanguageSheet({ open, current, onClose }: { open: boolean; current: Language; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ActionSheet
      visible={open}
      label={t({ id: 'common.chooseLanguage', message: 'Choose a language' })}
      extra={t({ id: 'common.chooseLanguage', message: 'Choose a language' })}
      cancelText={t({ id: 'common.buttons.cancel', message: 'Cancel' })}
      actions={languages.map((lang) => ({
        key: lang,
        text: <span lang={lang}>{languageNames[lang]}</span>,
        bold: lang === current,
        onClick: () => void activateLanguage(lang, { remember: true }),
      }))}
      closeOnAction
      onClose={onClose}
    />
  );
}
