import { useLingui } from '@lingui/react/macro';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import type { usePoolSelection } from './use-pool-selection.ts';
import list from '../../../components/list/list.module.css';
import type { PayoutRow } from '../../../contract/index.ts';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { useClaimPayout } from '../api/actions.ts';

/** At most this many claims at once: each is one call, sent one after the other. */
const maxClaims = 50;

/**
 * Claims the ticked payouts with the pool's own claim, one call after the other (each refused or
 * taken as a tap would be), then says how many are now the person's and how many were not.
 */
export function PoolBulkBar({
  rows,
  selection,
  online,
}: {
  rows: readonly PayoutRow[];
  selection: ReturnType<typeof usePoolSelection>;
  online: boolean;
}) {
  const { t } = useLingui();
  const claim = useClaimPayout();
  const [busy, setBusy] = useState(false);
  if (selection.selected.size === 0) return null;
  const chosen = rows.filter((r) => selection.selected.has(r.id)).slice(0, maxClaims);
  const count = chosen.length;
  const claimAll = async () => {
    const ok = await Dialog.confirm({
      content: t({
        id: 'payouts.texts.claimManyConfirm',
        message: `Claim ${count} payouts? Each becomes yours to pay.`,
      }),
      // The dialog's buttons have no words of their own: unnamed, a person could not tell them apart.
      confirmText: t({ id: 'common.buttons.confirm', message: 'Confirm' }),
      cancelText: t({ id: 'common.buttons.cancel', message: 'Cancel' }),
    });
    if (!ok) return;
    setBusy(true);
    let claimed = 0;
    let refused = 0;
    for (const r of chosen) {
      try {
        await claim.mutateAsync({ orderId: r.id });
        claimed += 1;
      } catch {
        refused += 1;
      }
    }
    setBusy(false);
    selection.clear();
    Toast.show({
      icon: refused === 0 ? 'success' : 'fail',
      content: t({ id: 'payouts.texts.claimedMany', message: `Claimed: ${claimed}. Not claimed: ${refused}` }),
    });
  };
  return (
    <div
      className={list.bulkBar}
      role="region"
      aria-label={t({ id: 'payouts.labels.bulkBar', message: 'Selected payouts' })}
    >
      <span>{t({ id: 'orders.texts.selected', message: `Selected: ${selection.selected.size}` })}</span>
      <Button color="primary" loading={busy} disabled={!online || count === 0} onClick={() => void claimAll()}>
        {t({ id: 'payouts.buttons.claimSelected', message: `Claim (${count})` })}
      </Button>
      <Button fill="outline" disabled={busy} onClick={selection.clear}>
        {t({ id: 'orders.buttons.clearSelection', message: 'Clear selection' })}
      </Button>
    </div>
  );
}
