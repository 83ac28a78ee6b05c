import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { memo } from 'react';
import type { FrozenIpRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { actionLabels, analysisLabels as l } from '../labels.ts';

/** A frozen IP: why, by whom and when; Unfreeze for those who may. */
export const FrozenIpCard = memo(function FrozenIpCard({
  row,
  onUnfreeze,
}: {
  row: FrozenIpRow;
  onUnfreeze?: (row: FrozenIpRow) => void;
}) {
  const { i18n } = useLingui();
  return (
    <article className={list.card} aria-label={row.ip} data-testid="frozen-ip-card">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{row.ip}</span>
        </div>
        <CardFacts
          items={[
            [i18n._(l.reason), row.reason || '—'],
            [i18n._(l.frozenBy), row.frozenBy || '—'],
            [i18n._(l.frozenTime), whenText(i18n, row.frozenTime)],
          ]}
        />
      </div>
      {onUnfreeze && (
        <div className={list.cardActions}>
          <Button size="middle" color="primary" fill="outline" className={list.button} onClick={() => onUnfreeze(row)}>
            {i18n._(actionLabels.unfreeze)}
          </Button>
        </div>
      )}
    </article>
  );
});
