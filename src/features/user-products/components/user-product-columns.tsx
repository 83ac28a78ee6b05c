import type { UserProductRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { rateText } from '../rate-text.ts';
import { ProductStateTag } from './user-product-card.tsx';

/**
 * The fee settings' desk columns (decisions 124, 135), read off the export: the card's facts shown
 * (the rate also as a percentage), the last change offered hidden. Every role that reads them sees
 * the same.
 */
export const userProductColumnOptions: DeskColumnOptions<UserProductRow> = {
  hidden: ['updatedAt'],
  widths: {
    user: 150,
    nickname: 140,
    role: 120,
    productId: 110,
    productName: 180,
    rate: 150,
    fixedFee: 190,
    enabled: 110,
    updatedAt: 170,
  },
  cells: {
    rate: (r, i18n) => <span data-testid="user-product-rate">{rateText(i18n, r.rate)}</span>,
    enabled: (r) => <ProductStateTag row={r} />,
  },
};
