import type { IpRuleRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { ScopeTag } from './ip-rule-card.tsx';

/**
 * The IP whitelist's desk columns (decisions 124, 135), read off its export: the card's facts shown,
 * who created the rule and when offered hidden. Every role that reads the list sees the same.
 */
export const ipRuleColumnOptions: DeskColumnOptions<IpRuleRow> = {
  hidden: ['createdBy', 'createTime'],
  widths: {
    address: 200,
    scope: 130,
    subject: 160,
    remark: 200,
    updatedBy: 140,
    updateTime: 170,
    createdBy: 140,
    createTime: 170,
  },
  cells: { scope: (r) => <ScopeTag row={r} /> },
};
