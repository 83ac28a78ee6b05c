import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { MaintenanceChange } from '../../../contract/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { monitorStateLabels } from '../../resource-detail/index.ts';
import { fieldLabels, maintenanceLabels as l } from '../labels.ts';
import styles from './system-maintenance.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

function formatValue(i18n: I18n, c: MaintenanceChange, v: MaintenanceChange['before']): string {
  switch (c.field) {
    case 'reserved':
      return formatMoney(i18n, Number(v));
    case 'locked':
      return i18n._(v ? l.yes : l.no);
    case 'state':
      return i18n._(v === 0 ? l.enabled : l.disabled);
    case 'monitorState': {
      const label = monitorStateLabels[Number(v)];
      return label ? i18n._(label) : String(v);
    }
    case 'lastAllocatedAt':
      return typeof v === 'string'
        ? formatTime(i18n, new Date(v), { dateStyle: 'short', timeStyle: 'medium' })
        : i18n._(l.never);
  }
}

/** One line per change: the account (or supplier), the field, before → after. */
export function ChangeList({ changes, testId }: { changes: MaintenanceChange[]; testId: string }) {
  const { t, i18n } = useLingui();
  if (changes.length === 0) {
    return (
      <p className={styles.nothing} data-testid={`${testId}-nothing`}>
        {t({ id: 'systemMaintenance.texts.nothing', message: 'Nothing to fix' })}
      </p>
    );
  }
  return (
    <ul className={styles.changes} data-testid={testId}>
      {changes.map((c, i) => (
        <li
          key={`${c.resourceId ?? 's'}-${c.supplierId}-${c.orderCode ?? ''}-${c.field}-${i}`}
          className={styles.change}
          data-testid="maintenance-change"
        >
          <div className={styles.who}>
            {c.resourceId !== null ? (
              <strong>
                {c.accountName || '—'} · {c.accountNumber || `#${c.resourceId}`}
              </strong>
            ) : null}
            <span>
              {i18n._(l.supplier)}: {c.supplierAccount || `#${c.supplierId}`}
            </span>
            {c.orderCode ? (
              <span>
                {i18n._(l.order)}: {c.orderCode}
              </span>
            ) : null}
          </div>
          <div className={styles.what}>
            <span>{i18n._(fieldLabels[c.field])}</span>
            <span className={styles.values}>
              {formatValue(i18n, c, c.before)} → {formatValue(i18n, c, c.after)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
