import { Tag } from 'antd-mobile';
import type { SecurityChainRow, SecurityPatchRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { limitLabels, stateColors, stateLabels } from '../labels.ts';

/**
 * The chains' desk columns (decision 135): the card's facts shown, the balances and the gap's amount
 * apart; when the gap was, the pause and burst marks and the account's id offered hidden.
 */
export const chainColumnOptions: DeskColumnOptions<SecurityChainRow> = {
  hidden: ['gapFrom', 'gapUntil', 'endedByPause', 'burst', 'resourceId'],
  widths: {
    account: 220,
    state: 110,
    size: 90,
    supplier: 140,
    firstTime: 170,
    lastTime: 170,
    incomeTotal: 130,
    openingBalance: 140,
    closingBalance: 140,
    checked: 130,
    missing: 130,
    gapFrom: 170,
    gapUntil: 170,
    endedByPause: 120,
    burst: 120,
    resourceId: 110,
  },
  cells: {
    state: (r, i18n) => (
      <Tag color={stateColors[r.state]} data-testid="chain-state">
        {i18n._(stateLabels[r.state])}
      </Tag>
    ),
  },
};

/**
 * The supplements' desk columns: the card's facts shown, the supplement's place in its gap against
 * the limit the page was read with (`limit`, when the server named one).
 */
export function patchColumnOptions(limit: number | null): DeskColumnOptions<SecurityPatchRow> {
  return {
    hidden: ['resourceId'],
    widths: {
      orderCode: 200,
      withinLimit: 140,
      amount: 130,
      account: 220,
      supplier: 140,
      operator: 140,
      supplementTime: 170,
      utr: 150,
      gapFrom: 170,
      gapUntil: 170,
      missing: 130,
      indexInGap: 120,
      resourceId: 110,
    },
    cells: {
      withinLimit: (r, i18n) => (
        <Tag color={r.withinLimit ? 'success' : 'danger'}>
          {i18n._(r.withinLimit ? limitLabels.within : limitLabels.over)}
        </Tag>
      ),
      indexInGap: (r) => (limit === null ? String(r.indexInGap) : `${r.indexInGap} / ${limit}`),
    },
  };
}
