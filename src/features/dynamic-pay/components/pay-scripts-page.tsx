import { useLingui } from '@lingui/react/macro';
import { Button, DotLoading, Tag } from 'antd-mobile';
import { useState } from 'react';
import { canCall, payScriptCalls, type PayScriptProductRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { LoadError } from '../../../components/load-error.tsx';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { usePayScripts } from '../api/scripts.ts';
import { dynamicPayActionLabels as a, dynamicPayLabels as l } from '../labels.ts';
import styles from './dynamic-pay.module.css';
import { ScriptSheet } from './script-sheet.tsx';

/**
 * /dynamicPay/payScriptInfo (+ /readonly): every collection product with its pay script. superAdmin
 * edits, test-runs and activates versions; the readonly variant reads the scripts and their history.
 */
export function PayScriptsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canChange = !route.readOnly && canCall(payScriptCalls.save.access, role);
  const query = usePayScripts();
  const [open, setOpen] = useState<PayScriptProductRow | null>(null);
  const version = (v: PayScriptProductRow['active']) => {
    if (!v) return '—';
    const { version: number, author } = v;
    return t({ id: 'dynamicPay.texts.versionBy', message: `v${number} by ${author}` });
  };
  const onTag = (number: number) => t({ id: 'dynamicPay.texts.on', message: `Script v${number}` });
  if (query.isPending) return <DotLoading />;
  if (query.isError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <div className={styles.list}>
      <p className={list.sheetIntro}>
        {t({
          id: 'dynamicPay.texts.intro',
          message:
            "A product's active script builds the payment instructions of its new collection orders: payee, link or QR payload, and the amount to pay. When it fails, the order keeps its account's own instructions.",
        })}
      </p>
      {query.data.map((p) => (
        <article key={p.productId} className={list.card} aria-label={p.productName} data-testid="pay-script-card">
          <div className={list.cardMain}>
            <div className={list.cardHead}>
              <span className={list.code}>
                {p.productName} ({p.productId})
              </span>
              {p.active ? (
                <Tag color="success">{onTag(p.active.version)}</Tag>
              ) : (
                <Tag>{t({ id: 'dynamicPay.texts.off', message: 'No script' })}</Tag>
              )}
            </div>
            <CardFacts
              items={[
                [i18n._(l.activeVersion), version(p.active)],
                [
                  i18n._(l.latestVersion),
                  p.latest ? `${version(p.latest)} · ${whenText(i18n, p.latest.createTime)}` : '—',
                ],
                [i18n._(l.versions), String(p.versionCount)],
              ]}
            />
          </div>
          <div className={list.cardActions}>
            <Button size="middle" fill="outline" className={list.button} onClick={() => setOpen(p)}>
              {i18n._(canChange ? a.edit : a.view)}
            </Button>
          </div>
        </article>
      ))}
      {open && <ScriptSheet product={open} canChange={canChange} onClose={() => setOpen(null)} />}
    </div>
  );
}
