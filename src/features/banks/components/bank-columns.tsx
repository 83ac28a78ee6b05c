import type { BankRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { EnabledTag } from './bank-card.tsx';

/**
 * The bank directory's desk columns (decisions 124, 135), read off the export: the card's facts
 * shown, when the bank was added offered hidden. Every role that reads the directory sees the same.
 */
export const bankColumnOptions: DeskColumnOptions<BankRow> = {
  hidden: ['createTime'],
  widths: {
    name: 220,
    shortCode: 120,
    ifscPrefix: 190,
    country: 100,
    enabled: 120,
    updateTime: 170,
    createTime: 170,
  },
  cells: { enabled: (r) => <EnabledTag row={r} /> },
};
