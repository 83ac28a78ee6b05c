import type { BankStatementRow } from '../../contract/index.ts';

/** The receiving account in a few characters: bank and the card's last four digits. */
export const accountText = (r: BankStatementRow) =>
  [r.bankName, r.cardTail && `··${r.cardTail}`].filter(Boolean).join(' ') || `#${r.resourceId}`;
