import { useLingui } from '@lingui/react/macro';
import { Button, DotLoading, Input, Selector, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { monitorScriptCalls, monitorScriptLimits, type MonitorScriptRow } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormSheetFooter } from '../../../components/forms/form-sheet.tsx';
import { SheetField, SheetForm } from '../../../components/forms/sheet-form.tsx';
import { useCheckedSubmit } from '../../../components/forms/use-checked-submit.ts';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { CenterPopup, Dialog, Popup } from '../../../components/sheets/overlays.ts';
import { useIsWide } from '../../../components/use-is-wide.ts';
import { useCreateScript, useMonitorScript, useScriptDevices, useSetRollout, useUpdateScript } from '../api.ts';
import { scriptLabels as l } from '../labels.ts';
import styles from './monitor-scripts.module.css';

type Values = Record<'bankName' | 'version' | 'content' | 'note' | 'rolledOut', string>;

/** A sheet on phones, a dialog on a desktop: a new version, or one version with its rollout switch and its bank's devices. */
export function ScriptEditor({
  script,
  canChange,
  onClose,
}: {
  script: MonitorScriptRow | null;
  canChange: boolean;
  onClose: () => void;
}) {
  const wide = useIsWide();
  const Shell = wide ? CenterPopup : Popup;
  return (
    <Shell
      visible
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={wide ? list.dialog : list.sheet}
      destroyOnClose
    >
      {script ? (
        <ExistingScript script={script} canChange={canChange} onClose={onClose} />
      ) : (
        <EditorBody initial={null} canChange={canChange} onClose={onClose} />
      )}
    </Shell>
  );
}

/** The content comes with the detail call (the list leaves it out). */
function ExistingScript({
  script,
  canChange,
  onClose,
}: {
  script: MonitorScriptRow;
  canChange: boolean;
  onClose: () => void;
}) {
  const detail = useMonitorScript(script.id);
  const { i18n } = useLingui();
  if (detail.error) return <ErrorAlert error={detail.error} />;
  if (!detail.data) return <DotLoading aria-label={i18n._(l.content)} />;
  return <EditorBody initial={{ ...script, content: detail.data.content }} canChange={canChange} onClose={onClose} />;
}

function EditorBody({
  initial,
  canChange,
  onClose,
}: {
  initial: (MonitorScriptRow & { content: string }) | null;
  canChange: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Values>({
    bankName: initial?.bankName ?? '',
    version: initial?.version ?? '',
    content: initial?.content ?? '',
    note: initial?.note ?? '',
    rolledOut: 'no',
  });
  const set = (name: keyof Values, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const create = useCreateScript();
  const update = useUpdateScript();
  const rollout = useSetRollout();
  // A version once rolled out names one content for good: devices may hold it.
  const frozen = initial?.rolledOutTime != null;
  const schema = initial ? monitorScriptCalls.update.input : monitorScriptCalls.create.input;
  const { errors, failure, busy, submit } = useCheckedSubmit(schema, async () => {
    if (initial) await update.mutateAsync({ id: initial.id, content: values.content, note: values.note.trim() });
    else
      await create.mutateAsync({
        bankName: values.bankName.trim(),
        version: values.version.trim(),
        content: values.content,
        note: values.note.trim(),
        rolledOut: values.rolledOut === 'yes',
      });
    Toast.show({ icon: 'success', content: t({ id: 'monitorScripts.texts.saved', message: 'Script saved' }) });
    onClose();
  });
  const input = () =>
    initial
      ? { id: initial.id, content: values.content, note: values.note.trim() }
      : {
          bankName: values.bankName.trim(),
          version: values.version.trim(),
          content: values.content,
          note: values.note.trim(),
          rolledOut: values.rolledOut === 'yes',
        };

  const toggleRollout = async () => {
    if (!initial) return;
    const on = !initial.rolledOut;
    const yes = await Dialog.confirm({
      content: on
        ? t({
            id: 'monitorScripts.texts.rolloutConfirm',
            message:
              'Roll out this version? Devices of the bank download the newest rolled-out version, and its content can no longer change.',
          })
        : t({
            id: 'monitorScripts.texts.withdrawConfirm',
            message: 'Withdraw this version? Devices of the bank get the previous rolled-out version again.',
          }),
      confirmText: on
        ? t({ id: 'monitorScripts.actions.rollout', message: 'Roll out' })
        : t({ id: 'monitorScripts.actions.withdraw', message: 'Withdraw' }),
      cancelText: t({ id: 'common.buttons.cancel', message: 'Cancel' }),
    });
    if (!yes) return;
    await rollout.mutateAsync({ id: initial.id, rolledOut: on });
    Toast.show({
      icon: 'success',
      content: on
        ? t({ id: 'monitorScripts.texts.rolledOut', message: 'Rolled out' })
        : t({ id: 'monitorScripts.texts.withdrawn', message: 'Withdrawn' }),
    });
    onClose();
  };

  const title = initial
    ? `${initial.bankName} · ${initial.version}`
    : t({ id: 'monitorScripts.titles.new', message: 'Upload a monitoring script version' });
  const field = (name: 'bankName' | 'version' | 'note', max: number, readOnly: boolean) => {
    const id = `monitor-script-${name}`;
    return (
      <SheetField id={id} label={i18n._(l[name])} error={errors[name]}>
        <Input
          id={id}
          value={values[name]}
          onChange={(v) => set(name, v)}
          maxLength={max}
          autoComplete="off"
          className={list.input}
          readOnly={readOnly}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
        />
      </SheetField>
    );
  };

  return (
    <SheetForm title={title} onSubmit={() => (canChange ? submit(input()) : undefined)}>
      {field('bankName', 64, initial !== null || !canChange)}
      {field('version', monitorScriptLimits.versionMax, initial !== null || !canChange)}
      {initial && (
        <p className={styles.mono} data-testid="monitor-script-checksum">
          {i18n._(l.checksum)}: {initial.checksum}
        </p>
      )}
      <SheetField id="monitor-script-content" label={i18n._(l.content)} error={errors.content}>
        <TextArea
          id="monitor-script-content"
          value={values.content}
          onChange={(v) => set('content', v)}
          maxLength={monitorScriptLimits.contentMax}
          autoSize={{ minRows: 6, maxRows: 16 }}
          className={`${list.input} ${styles.mono}`}
          readOnly={!canChange || frozen}
          aria-invalid={errors.content ? true : undefined}
        />
      </SheetField>
      {frozen && canChange && (
        <p className={styles.help}>
          {t({
            id: 'monitorScripts.texts.frozen',
            message:
              'This version was rolled out: its content stays as devices got it. Upload a new version to change it.',
          })}
        </p>
      )}
      {field('note', monitorScriptLimits.noteMax, !canChange)}
      {!initial && (
        <SheetField id="monitor-script-rolledOut" label={i18n._(l.rolledOut)} error={errors.rolledOut}>
          <Selector
            columns={2}
            options={[
              { value: 'no', label: i18n._(l.no) },
              { value: 'yes', label: i18n._(l.yes) },
            ]}
            value={[values.rolledOut]}
            onChange={(v) => v[0] !== undefined && set('rolledOut', v[0])}
            aria-label={i18n._(l.rolledOut)}
          />
        </SheetField>
      )}
      {initial && <BankDevices bankName={initial.bankName} current={initial.current ? initial.version : null} />}
      {canChange ? (
        <>
          <FormSheetFooter
            failure={t({ id: 'monitorScripts.errors.saveFailed', message: 'Saving the script failed' })}
            error={failure}
            submitText={t({ id: 'common.buttons.save', message: 'Save' })}
            busy={busy}
            onCancel={onClose}
          />
          {initial && (
            <>
              <ErrorAlert error={rollout.error} />
              <Button
                block
                size="large"
                color={initial.rolledOut ? 'danger' : 'primary'}
                fill="outline"
                loading={rollout.isPending}
                onClick={() => void toggleRollout().catch(() => undefined)}
                data-testid="monitor-script-toggle-rollout"
              >
                {initial.rolledOut
                  ? t({ id: 'monitorScripts.actions.withdraw', message: 'Withdraw' })
                  : t({ id: 'monitorScripts.actions.rollout', message: 'Roll out' })}
              </Button>
            </>
          )}
        </>
      ) : (
        <Button block size="large" onClick={onClose}>
          {t({ id: 'common.buttons.close', message: 'Close' })}
        </Button>
      )}
    </SheetForm>
  );
}

/** Which devices of the bank run which version (what they last reported). */
function BankDevices({ bankName, current }: { bankName: string; current: string | null }) {
  const { t, i18n } = useLingui();
  const devices = useScriptDevices(bankName);
  return (
    <section aria-label={t({ id: 'monitorScripts.titles.devices', message: 'Devices of this bank' })}>
      <h3>{t({ id: 'monitorScripts.titles.devices', message: 'Devices of this bank' })}</h3>
      {devices.isPending && <DotLoading />}
      <ErrorAlert error={devices.error} />
      {devices.data?.length === 0 && (
        <p className={styles.help}>
          {t({ id: 'monitorScripts.texts.noDevices', message: 'No monitored account of this bank.' })}
        </p>
      )}
      <ul className={styles.devices} data-testid="monitor-script-device-list">
        {devices.data?.map((d) => (
          <li key={d.resourceId}>
            #{d.resourceId} {d.supplierName} · {d.accountName} {d.cardNumber} —{' '}
            <strong>
              {d.scriptVersion || t({ id: 'monitorScripts.texts.noVersion', message: 'no version reported' })}
            </strong>
            {current !== null && d.scriptVersion !== '' && d.scriptVersion !== current
              ? ` (${t({ id: 'monitorScripts.texts.outdated', message: 'not the newest' })})`
              : ''}
            {d.lastSeenTime ? ` · ${whenText(i18n, d.lastSeenTime)}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
