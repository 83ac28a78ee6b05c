import { useLingui } from '@lingui/react/macro';
import { DotLoading, Tag } from 'antd-mobile';
import type { SecurityChainRow } from '../../../contract/index.ts';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { directionLabel } from '../../bank-statements/index.ts';
import { useChainRecords } from '../api/lists.ts';
import { chainLabels as l, checkLabels, linkLabels, stateLabels } from '../labels.ts';
import { accountText } from './account-text.ts';
import styles from './security-chain.module.css';

const checkColors = { reliable: 'success', unverified: 'warning', notChecked: 'default' } as const;

/** A chain's records oldest first, each with its balance, how it links and whether its income was checked. */
export function ChainRecordsSheet({ chain, onClose }: { chain: SecurityChainRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const records = useChainRecords(chain?.firstId ?? null);
  return (
    <DetailSheet open={chain !== null} label={chain ? accountText(chain) : ''} testId="chain-records" onClose={onClose}>
      {chain && (
        <>
          <h2>{t({ id: 'securityChain.titles.records', message: 'Records of the chain' })}</h2>
          <FactList
            rows={[
              [i18n._(l.account), accountText(chain)],
              [i18n._(l.state), i18n._(stateLabels[chain.state])],
              [i18n._(l.size), chain.size],
            ]}
          />
        </>
      )}
      {records.isPending && <DotLoading />}
      {records.error && <ErrorAlert error={records.error} />}
      <ol className={styles.records}>
        {(records.data ?? []).map((r) => {
          const direction = directionLabel(r.direction);
          const mismatch = r.expectedBalance !== null && r.expectedBalance !== r.balance;
          return (
            <li key={r.id} className={styles.record} data-testid="chain-record">
              <div className={styles.recordHead}>
                <span>{whenText(i18n, r.receivedTime)}</span>
                <span>
                  {r.link !== 'link' && (
                    <Tag color={r.link === 'gap' ? 'danger' : 'default'}>{i18n._(linkLabels[r.link])}</Tag>
                  )}{' '}
                  <Tag color={checkColors[r.check]}>{i18n._(checkLabels[r.check])}</Tag>
                </span>
              </div>
              <div>
                {direction ? i18n._(direction) : r.direction} {formatMoney(i18n, r.amount)} · {i18n._(l.balance)}{' '}
                {formatMoney(i18n, r.balance)}
              </div>
              {mismatch && r.expectedBalance !== null && (
                <div className={styles.mismatch}>
                  {i18n._(l.expected)} {formatMoney(i18n, r.expectedBalance)}
                </div>
              )}
              {r.matchedOrderCode && (
                <div>
                  {i18n._(l.orderCode)} {r.matchedOrderCode}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </DetailSheet>
  );
}
