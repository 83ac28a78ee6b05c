import { useLingui } from '@lingui/react/macro';
import type { BotGroupRow } from '../../../contract/index.ts';

/** Who a group belongs to, as one line. */
export function useOwnerText() {
  const { t } = useLingui();
  return (g: Pick<BotGroupRow, 'userId' | 'userName' | 'userAccount' | 'userRole'>) =>
    g.userId === null
      ? t({ id: 'telegramBot.texts.unbound', message: 'Not bound' })
      : `${g.userName} (${g.userAccount}, ${g.userRole === 'supplier' ? t({ id: 'telegramBot.texts.supplier', message: 'Supplier' }) : t({ id: 'telegramBot.texts.merchant', message: 'Merchant' })})`;
}
