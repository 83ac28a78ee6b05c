import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button, Input, Selector, Toast } from 'antd-mobile';
import { CenterPopup, Popup } from '../../../components/sheets/overlays.ts';
import { useState } from 'react';
import {
  formatUtcDateTime,
  payoutBatchCalls,
  payoutBatchMaxOrders,
  payoutBatchTemplateIds,
  type CallInput,
} from '../../../contract/index.ts';
import { fieldErrors } from '../../../components/forms/field-errors.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import { passkeyStepUp } from '../../../lib/passkeys.ts';
import { FormSheetFooter } from '../../../components/forms/form-sheet.tsx';
import { GoogleCodeField } from '../../../components/forms/google-code-field.tsx';
import { PasskeyInsteadButton } from '../../../components/forms/passkey-instead-button.tsx';
import { SheetField, SheetForm } from '../../../components/forms/sheet-form.tsx';
import { localInputToWire, wireToLocalInput } from '../../../components/filters/local-time.ts';
import list from '../../../components/list/list.module.css';
import { useIsWide } from '../../../components/use-is-wide.ts';
import { useCreateBatch } from '../api/actions.ts';
import { useBatchCandidates, useBatchResources } from '../api/queries.ts';
import { batchLabels as l, modeLabels, resourceTypeLabels, templateLabels } from '../labels.ts';
import { OrderTicks } from './order-ticks.tsx';
import styles from './payout-batches.module.css';

type Mode = 'selected' | 'rules';
const week = 7 * 86_400_000;

/** New batch (product 4, 5): from ticked orders or by rules, with a resource and a bank template. */
export function CreateBatchSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const wide = useIsWide();
  const Shell = wide ? CenterPopup : Popup;
  return (
    <Shell
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={wide ? list.dialog : list.sheet}
      destroyOnClose
    >
      {open && <CreateBatchForm onClose={onClose} />}
    </Shell>
  );
}

function CreateBatchForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const resources = useBatchResources(true);
  const [chosen, setChosen] = useState<number | null>(null);
  const resourceId = chosen ?? resources.data?.[0]?.id ?? null;
  const candidates = useBatchCandidates(resourceId);
  const [mode, setMode] = useState<Mode>('selected');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [now] = useState(() => Date.now());
  const [v, setValues] = useState({
    templateId: 'indiaNeftImps',
    maxOrders: String(payoutBatchMaxOrders),
    amountLimit: '',
    minAmount: '',
    maxAmount: '',
    startTime: formatUtcDateTime(new Date(now - week)),
    endTime: formatUtcDateTime(new Date(now)),
    googleCode: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<Error | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const create = useCreateBatch();
  const set = (name: keyof typeof v, value: string) => setValues((old) => ({ ...old, [name]: value }));
  const rows = candidates.data?.list ?? [];
  const tickedCount = ticked.size;
  const candidateCount = rows.length;
  const typeText = (type: string) => {
    const d = resourceTypeLabels[type];
    return d ? i18n._(d) : type;
  };

  const tick = (code: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  /** `withPasskey`: a passkey answers the batch operations' challenge in place of the code (decision 133). */
  const submit = async (withPasskey = false) => {
    const rules = mode === 'rules';
    const input: CallInput<typeof payoutBatchCalls.create> = {
      mode,
      templateId: v.templateId,
      resourceId: resourceId ?? '',
      maxOrders: v.maxOrders,
      amountLimit: v.amountLimit,
      orderCodes: rules ? [] : [...ticked],
      minAmount: rules ? v.minAmount : '',
      maxAmount: rules ? v.maxAmount : '',
      startTime: rules ? v.startTime : '',
      endTime: rules ? v.endTime : '',
      googleCode: withPasskey ? '' : v.googleCode,
    };
    const found = fieldErrors(payoutBatchCalls.create.input, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setServerError(null);
    try {
      if (withPasskey) setPasskeyBusy(true);
      const proof = withPasskey ? await passkeyStepUp('EnableGoogleVerifyForBatchOperations') : input.googleCode;
      const { batchNo, orderCount } = await create.mutateAsync({ ...input, googleCode: proof });
      Toast.show({
        icon: 'success',
        content: t({
          id: 'payoutBatches.texts.created',
          message: `Batch ${batchNo} created with ${orderCount} orders`,
        }),
      });
      onClose();
    } catch (e) {
      setServerError(e instanceof Error ? e : new Error(String(e)));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const text = (name: keyof typeof v, label: MessageDescriptor, kind: 'decimal' | 'digits' | 'text' = 'decimal') => {
    const id = `batch-create-${name}`;
    return (
      <SheetField id={id} label={i18n._(label)} error={errors[name]}>
        <Input
          id={id}
          value={v[name]}
          onChange={(x) =>
            set(name, kind === 'digits' ? x.replace(/\D/g, '') : kind === 'decimal' ? x.replace(/[^\d.]/g, '') : x)
          }
          inputMode={kind === 'digits' ? 'numeric' : kind === 'decimal' ? 'decimal' : undefined}
          maxLength={20}
          autoComplete="off"
          className={list.input}
          aria-invalid={errors[name] ? true : undefined}
        />
      </SheetField>
    );
  };
  const time = (name: 'startTime' | 'endTime', label: MessageDescriptor) => {
    const id = `batch-create-${name}`;
    return (
      <SheetField id={id} label={i18n._(label)} error={errors[name]}>
        <input
          id={id}
          type="datetime-local"
          className={list.nativeInput}
          value={wireToLocalInput(v[name])}
          onChange={(e) => set(name, localInputToWire(e.target.value))}
        />
      </SheetField>
    );
  };
  const title = t({ id: 'payoutBatches.actions.create', message: 'New batch' });

  return (
    <SheetForm title={title} onSubmit={() => submit()}>
      <SheetField id="batch-create-resource" label={i18n._(l.resource)} error={errors.resourceId}>
        {resources.isError && (
          <LoadError
            title={i18n._(fetchFailed.resources)}
            error={resources.error}
            onRetry={() => void resources.refetch()}
            retrying={resources.isFetching}
          />
        )}
        {resources.data && resources.data.length === 0 ? (
          <p className={styles.hint}>
            {t({
              id: 'payoutBatches.texts.noResources',
              message: 'No enabled payout account: add or enable one under receiving accounts first.',
            })}
          </p>
        ) : (
          <Selector
            columns={1}
            options={(resources.data ?? []).map((r) => ({
              value: String(r.id),
              label: `${typeText(r.type)} · ${r.label} · ${r.supplierName}`,
            }))}
            value={resourceId === null ? [] : [String(resourceId)]}
            onChange={(x) => {
              if (x[0]) setChosen(Number(x[0]));
              setTicked(new Set());
            }}
            aria-label={i18n._(l.resource)}
          />
        )}
      </SheetField>
      <SheetField id="batch-create-template" label={i18n._(l.template)} error={errors.templateId}>
        <Selector
          columns={1}
          options={payoutBatchTemplateIds.map((id) => ({ value: id, label: i18n._(templateLabels[id]) }))}
          value={[v.templateId]}
          onChange={(x) => set('templateId', x[0] ?? '')}
          aria-label={i18n._(l.template)}
        />
      </SheetField>
      <SheetField id="batch-create-mode" label={i18n._(l.mode)} error={errors.mode}>
        <Selector
          columns={2}
          options={(['selected', 'rules'] as const).map((m) => ({ value: m, label: i18n._(modeLabels[m]) }))}
          value={[mode]}
          onChange={(x) => setMode(x[0] === 'rules' ? 'rules' : 'selected')}
          aria-label={i18n._(l.mode)}
        />
      </SheetField>
      {text('maxOrders', l.maxOrders, 'digits')}
      {text('amountLimit', l.amountLimit)}
      {mode === 'selected' ? (
        <SheetField id="batch-create-orders" label={i18n._(l.orders)} error={errors.orderCodes}>
          <p className={styles.hint}>
            {t({
              id: 'payoutBatches.texts.ticked',
              message: `${tickedCount} ticked of ${candidateCount} orders this account can pay`,
            })}
          </p>
          {rows.length > 0 && (
            <Button
              size="small"
              onClick={() =>
                setTicked(
                  ticked.size === rows.length
                    ? new Set()
                    : new Set(rows.slice(0, payoutBatchMaxOrders).map((r) => r.orderCode)),
                )
              }
            >
              {ticked.size === rows.length
                ? t({ id: 'payoutBatches.actions.untickAll', message: 'Untick all' })
                : t({ id: 'payoutBatches.actions.tickAll', message: 'Tick all' })}
            </Button>
          )}
          {candidates.isError && (
            <LoadError
              title={i18n._(fetchFailed.payoutCount)}
              error={candidates.error}
              onRetry={() => void candidates.refetch()}
              retrying={candidates.isFetching}
            />
          )}
          <OrderTicks orders={rows} ticked={ticked} onTick={tick} label={i18n._(l.orders)} />
        </SheetField>
      ) : (
        <>
          {text('minAmount', l.minAmount)}
          {text('maxAmount', l.maxAmount)}
          {time('startTime', l.payoutStart)}
          {time('endTime', l.payoutEnd)}
        </>
      )}
      <GoogleCodeField
        id="batch-create-googleCode"
        value={v.googleCode}
        onChange={(code) => set('googleCode', code)}
        error={errors.googleCode}
      />
      <PasskeyInsteadButton busy={passkeyBusy} disabled={create.isPending} onPress={() => void submit(true)} />
      <FormSheetFooter
        failure={t({ id: 'payoutBatches.errors.createFailed', message: 'Creating the batch failed' })}
        error={serverError}
        submitText={t({ id: 'payoutBatches.actions.createSubmit', message: 'Create batch' })}
        busy={create.isPending}
        onCancel={onClose}
      />
    </SheetForm>
  );
}
