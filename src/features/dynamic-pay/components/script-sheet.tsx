import { useLingui } from '@lingui/react/macro';
import { Button, DotLoading, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import {
  payScriptLimits,
  payScriptSaveInput,
  type PayScriptProductRow,
  type PayScriptVersionRow,
} from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { fieldErrors } from '../../../components/forms/field-errors.ts';
import { FieldError } from '../../../components/forms/sheet-form.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { useActivateVersion, useDisableScript, useSaveScript, useScriptVersions } from '../api/scripts.ts';
import { dynamicPayActionLabels as a, dynamicPayLabels as l } from '../labels.ts';
import styles from './dynamic-pay.module.css';
import { TestRunPanel } from './test-run-panel.tsx';

/** What a product without a script starts from: the shape of the input and of the answer. */
const template = `// input.order: orderCode, mchOrderNo, amount and payableAmount (minor units), currency, payer
// input.account: the allocated account (accountName, cardNumber, upi, ...) or null
// input.limits.redWalletCount: the most parts an amount may be split into
function pay(input) {
  return {
    payee: { name: input.account ? input.account.accountName : 'Payee', account: input.account ? input.account.cardNumber : '' },
    amount: input.order.payableAmount,
  };
}
`;

/** The text the editor opens with: the active version, else the latest, else the template. */
function startText(versions: PayScriptVersionRow[] | undefined): string {
  return (versions?.find((v) => v.active) ?? versions?.[0])?.source ?? template;
}

interface Props {
  product: PayScriptProductRow;
  canChange: boolean;
  onClose: () => void;
}

/**
 * One product's script: the editor (a monospace text area; every save is a new version), a test
 * run of the text as it stands on a recent order or a sample, and the history, where an older
 * version can be opened in the editor or made active again.
 */
export function ScriptSheet({ product, canChange, onClose }: Props) {
  const { t, i18n } = useLingui();
  const versions = useScriptVersions(product.productId);
  const save = useSaveScript();
  const activate = useActivateVersion();
  const disable = useDisableScript();
  const [edited, setEdited] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [makeActive, setMakeActive] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const source = edited ?? startText(versions.data);
  const active = versions.data?.find((v) => v.active) ?? null;
  const name = product.productName;

  const onSave = async () => {
    const input = { productId: product.productId, source, note: note.trim(), activate: makeActive };
    const found = fieldErrors(payScriptSaveInput, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const row = await save.mutateAsync(input).catch(() => null);
    if (!row) return;
    const version = row.version;
    Toast.show({
      icon: 'success',
      content: t({ id: 'dynamicPay.texts.saved', message: `Saved as version ${version}` }),
    });
    setEdited(row.source);
    setNote('');
  };

  const onActivate = async (v: PayScriptVersionRow) => {
    const version = v.version;
    const ok = await Dialog.confirm({
      content: t({
        id: 'dynamicPay.texts.activateConfirm',
        message: `New orders of ${name} will get their payment instructions from version ${version}. Activate it?`,
      }),
    });
    if (!ok) return;
    await activate.mutateAsync({ versionId: v.id }).catch(() => null);
  };

  const onDisable = async () => {
    const ok = await Dialog.confirm({
      content: t({
        id: 'dynamicPay.texts.disableConfirm',
        message: `New orders of ${name} will use their account's own instructions. Turn the script off?`,
      }),
    });
    if (!ok) return;
    await disable.mutateAsync({ productId: product.productId }).catch(() => null);
  };

  return (
    <DetailSheet open label={name} testId="pay-script-sheet" onClose={onClose}>
      <h2 className={list.sheetTitle}>
        {name} ({product.productId})
      </h2>
      <ErrorAlert error={versions.error} />
      {versions.isPending && <DotLoading />}
      <div className={list.field} hidden={versions.isPending}>
        <label htmlFor="pay-script-source" className={list.label}>
          {i18n._(l.source)}
        </label>
        <textarea
          id="pay-script-source"
          className={styles.editor}
          value={source}
          readOnly={!canChange}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          maxLength={payScriptLimits.sourceMax}
          aria-describedby={errors.source ? 'pay-script-source-error' : undefined}
          onChange={(e) => setEdited(e.target.value)}
        />
        <FieldError id="pay-script-source" error={errors.source} />
      </div>
      {canChange && (
        <>
          <div className={list.field}>
            <label htmlFor="pay-script-note" className={list.label}>
              {i18n._(l.note)}
            </label>
            <input
              id="pay-script-note"
              className={list.nativeInput}
              value={note}
              maxLength={payScriptLimits.noteMax}
              onChange={(e) => setNote(e.target.value)}
            />
            <FieldError id="pay-script-note" error={errors.note} />
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={makeActive} onChange={(e) => setMakeActive(e.target.checked)} />
            {i18n._(l.activate)}
          </label>
          <ErrorAlert error={save.error} title={t({ id: 'dynamicPay.errors.saveFailed', message: 'Saving failed' })} />
          <div className={styles.row}>
            <Button
              color="primary"
              size="large"
              className={list.button}
              loading={save.isPending}
              onClick={() => void onSave()}
            >
              {i18n._(a.save)}
            </Button>
            {active && (
              <Button
                color="danger"
                fill="outline"
                size="large"
                className={list.button}
                loading={disable.isPending}
                onClick={() => void onDisable()}
              >
                {i18n._(a.disable)}
              </Button>
            )}
          </div>
          <TestRunPanel productId={product.productId} source={source} />
        </>
      )}
      <section className={styles.section} aria-label={t({ id: 'dynamicPay.texts.history', message: 'History' })}>
        <h3 className={styles.sectionTitle}>{t({ id: 'dynamicPay.texts.history', message: 'History' })}</h3>
        <ErrorAlert error={activate.error ?? disable.error} />
        {versions.data?.length === 0 && (
          <p>{t({ id: 'dynamicPay.texts.noVersions', message: 'No version saved yet' })}</p>
        )}
        {versions.data?.map((v) => (
          <div key={v.id} className={styles.version} data-testid="pay-script-version">
            <div className={styles.row}>
              <strong>v{v.version}</strong>
              {v.active && <Tag color="success">{t({ id: 'dynamicPay.texts.active', message: 'Active' })}</Tag>}
              <span>
                {v.author} · {whenText(i18n, v.createTime)}
              </span>
            </div>
            {v.note && <span>{v.note}</span>}
            <div className={styles.row}>
              <Button size="middle" fill="outline" className={list.button} onClick={() => setEdited(v.source)}>
                {i18n._(a.load)}
              </Button>
              {canChange && !v.active && (
                <Button
                  size="middle"
                  color="primary"
                  fill="outline"
                  className={list.button}
                  loading={activate.isPending}
                  onClick={() => void onActivate(v)}
                >
                  {i18n._(a.activate)}
                </Button>
              )}
            </div>
          </div>
        ))}
      </section>
    </DetailSheet>
  );
}
