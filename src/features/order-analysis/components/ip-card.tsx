import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import { memo } from 'react';
import type { IpAnalysisRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { actionLabels, stateLabels } from '../labels.ts';
import { figureFacts } from './figures-facts.tsx';

interface Props {
  row: IpAnalysisRow;
  /** Absent on the read-only pages and for roles that may not freeze. */
  onFreeze?: (row: IpAnalysisRow) => void;
  onUnfreeze?: (row: IpAnalysisRow) => void;
}

/** One payer IP: its figures over the range, abnormal and frozen marks, and freeze or unfreeze. */
export const IpCard = memo(function IpCard({ row, onFreeze, onUnfreeze }: Props) {
  const { i18n } = useLingui();
  const action = row.frozen ? onUnfreeze : onFreeze;
  return (
    <article className={list.card} aria-label={row.ip} data-testid="ip-card">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code} data-testid="ip-value">
            {row.ip}
          </span>
          <span>
            {row.abnormal && <Tag color="warning">{i18n._(stateLabels.abnormal)}</Tag>}{' '}
            {row.frozen && (
              <Tag color="danger" data-testid="ip-frozen">
                {i18n._(stateLabels.frozen)}
              </Tag>
            )}
          </span>
        </div>
        <CardFacts items={figureFacts(i18n, row)} />
      </div>
      {action && (
        <div className={list.cardActions}>
          <Button
            size="middle"
            color={row.frozen ? 'primary' : 'danger'}
            fill="outline"
            className={list.button}
            onClick={() => action(row)}
          >
            {i18n._(row.frozen ? actionLabels.unfreeze : actionLabels.freeze)}
          </Button>
        </div>
      )}
    </article>
  );
});
