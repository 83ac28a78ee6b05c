import { useLingui } from '@lingui/react/macro';
import { Button, DotLoading, Tag } from 'antd-mobile';
import { useState } from 'react';
import {
  canCall,
  payGatewayCalls,
  type ConnectionTestResult,
  type PayGatewayRow,
  type PayoutProductOption,
} from '../../../contract/index.ts';
import { CopyButton } from '../../../components/copy-button.tsx';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { runtimeConfig } from '../../../lib/config.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { usePayGateways, useTestConnection } from '../api.ts';
import { connectionText, gatewayLabels as l, kindLabels, secretText } from '../labels.ts';
import { GatewayForm } from './gateway-form.tsx';
import styles from './pay-gateways.module.css';

/** Where the gateway must send its webhooks: the API's public address (config.json apiBase, else this page's origin). */
function webhookUrlOf(path: string): string {
  const { apiBase } = runtimeConfig();
  const base = apiBase ? new URL(apiBase, window.location.href).href.replace(/\/+$/, '') : window.location.origin;
  return `${base}${path}`;
}

/** The result of the last "Test connection" of a card, said where the button is. */
function TestResult({ result, error }: { result: ConnectionTestResult | undefined; error: Error | null }) {
  const { t, i18n } = useLingui();
  if (error)
    return (
      <p className={styles.bad} role="status">
        {t({ id: 'payGateways.test.failed', message: `The test could not be run: ${error.message}` })}
      </p>
    );
  if (!result) return null;
  return (
    <p className={result.outcome === 'ok' ? styles.good : styles.bad} role="status" data-testid="gateway-test-result">
      {connectionText(i18n, result)}
    </p>
  );
}

function GatewayCard({
  g,
  products,
  canChange,
  onEdit,
}: {
  g: PayGatewayRow;
  products: PayoutProductOption[];
  canChange: boolean;
  onEdit: () => void;
}) {
  const { t, i18n } = useLingui();
  const test = useTestConnection();
  const money = (minor: number) =>
    minor === 0 ? t({ id: 'payGateways.texts.none', message: 'no limit' }) : formatMoney(i18n, minor);
  const productNames = g.productIds.map((id) => products.find((p) => p.id === id)?.name ?? `#${id}`).join(', ');
  const webhookUrl = webhookUrlOf(g.webhookPath);
  return (
    <article className={list.card} aria-label={g.name} data-testid="gateway-card">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{g.name}</span>
          <Tag color={g.enabled ? 'success' : 'default'}>
            {g.enabled
              ? t({ id: 'payGateways.texts.on', message: 'In use' })
              : t({ id: 'payGateways.texts.off', message: 'Not in use' })}
          </Tag>
        </div>
        <CardFacts
          items={[
            [i18n._(l.kind), i18n._(kindLabels[g.kind])],
            [i18n._(l.baseUrl), g.baseUrl],
            [i18n._(l.accountNumber), g.accountNumber],
            [
              i18n._(l.products),
              productNames || t({ id: 'payGateways.texts.noProducts', message: 'none: it gets no payouts' }),
            ],
            [i18n._(l.perPayout), `${money(g.minAmount)} – ${money(g.maxAmount)}`],
            [i18n._(l.usedToday), `${formatMoney(i18n, g.usedToday)} / ${money(g.dailyLimit)}`],
            [i18n._(l.openPayouts), String(g.openPayouts)],
            [i18n._(l.keyId), secretText(i18n, g.keyId)],
            [i18n._(l.keySecret), secretText(i18n, g.keySecret)],
            [i18n._(l.webhookSecret), secretText(i18n, g.webhookSecret)],
            [
              i18n._(l.webhookUrl),
              <span className={styles.wrap}>
                {webhookUrl}{' '}
                <CopyButton
                  text={webhookUrl}
                  label={t({ id: 'payGateways.actions.copyWebhookUrl', message: 'Copy webhook address' })}
                />
              </span>,
            ],
            [i18n._(l.updated), `${g.updatedBy || '—'} ${whenText(i18n, g.updateTime)}`],
          ]}
        />
        <TestResult result={test.data} error={test.error} />
      </div>
      {canChange && (
        <div className={list.cardActions}>
          <Button size="middle" fill="outline" className={list.button} onClick={onEdit}>
            {t({ id: 'payGateways.actions.edit', message: 'Edit gateway' })}
          </Button>
          <Button
            size="middle"
            color="primary"
            fill="outline"
            className={list.button}
            loading={test.isPending}
            onClick={() => test.mutate({ id: g.id })}
          >
            {t({ id: 'payGateways.actions.test', message: 'Test connection' })}
          </Button>
        </div>
      )}
    </article>
  );
}

/**
 * /payGatewayConfig (superAdmin) and its /readonly variant (technicalMaintenance): the payout
 * gateways, their routing and limits, credentials as "set" and their last 4 only. superAdmin adds,
 * edits and tests the connection; the readonly variant shows the same cards without them.
 */
export function PayGatewaysPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canChange = !route.readOnly && canCall(payGatewayCalls.save.access, role);
  const query = usePayGateways();
  const [editing, setEditing] = useState<PayGatewayRow | 'new' | null>(null);
  const products = query.data?.products ?? [];
  return (
    <div className={styles.page}>
      <p className={styles.help}>
        {t({
          id: 'payGateways.texts.intro',
          message:
            'A new payout whose product and amount fit an enabled gateway is sent to it instead of the supplier pool. A payout the gateway rejects goes back to the pool or to the merchant, as "Rejected back to the pool" in the global configuration says.',
        })}
      </p>
      {canChange && (
        <div className={styles.toolbar}>
          <Button color="primary" onClick={() => setEditing('new')} data-testid="gateway-add">
            {t({ id: 'payGateways.actions.add', message: 'Add gateway' })}
          </Button>
        </div>
      )}
      {query.isPending && <DotLoading />}
      {query.error && (
        <LoadError
          title={t({ id: 'payGateways.errors.loadFailed', message: 'Fetching the payment gateways failed' })}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data?.gateways.length === 0 && (
        <p className={styles.help}>
          {t({
            id: 'payGateways.texts.empty',
            message: 'No payment gateway yet: every payout goes to the supplier pool.',
          })}
        </p>
      )}
      {query.data?.gateways.map((g) => (
        <GatewayCard key={g.id} g={g} products={products} canChange={canChange} onEdit={() => setEditing(g)} />
      ))}
      {canChange && editing && (
        <GatewayForm
          gateway={editing === 'new' ? null : editing}
          products={products}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
