import { useLingui } from '@lingui/react/macro';
import { Button, Input, Selector, TextArea, Toast } from 'antd-mobile';
import { CenterPopup, Dialog, Popup } from '../../../components/sheets/overlays.ts';
import { useState } from 'react';
import { smsPatternLimits, smsTemplateCalls, type SmsReading, type SmsTemplateRow } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormSheetFooter } from '../../../components/forms/form-sheet.tsx';
import { SheetField, SheetForm } from '../../../components/forms/sheet-form.tsx';
import { useCheckedSubmit } from '../../../components/forms/use-checked-submit.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { useIsWide } from '../../../components/use-is-wide.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCreateTemplate, useDeleteTemplate, useTrySms, useUpdateTemplate } from '../api.ts';
import { directionLabels, templateLabels as l, yesNo } from '../labels.ts';
import styles from './sms-templates.module.css';

/** The pattern language's own words (src/contract/sms-pattern.ts): never translated. */
const placeholders = '{amount} {utr} {balance} {tail} {time}';
const skip = '{*}';

type Values = Record<
  'bankName' | 'sender' | 'direction' | 'pattern' | 'timeFormat' | 'utcOffsetMinutes' | 'example' | 'enabled',
  string
>;

const initialOf = (t: SmsTemplateRow | null): Values => ({
  bankName: t?.bankName ?? '',
  sender: t?.sender ?? '',
  direction: String(t?.direction ?? 0),
  pattern: t?.pattern ?? '',
  timeFormat: t?.timeFormat ?? '',
  utcOffsetMinutes: String(t?.utcOffsetMinutes ?? 330),
  example: t?.example ?? '',
  enabled: t?.enabled === false ? 'no' : 'yes',
});

const toInput = (v: Values) => ({
  bankName: v.bankName.trim(),
  sender: v.sender.trim(),
  direction: Number(v.direction),
  pattern: v.pattern.trim(),
  timeFormat: v.timeFormat.trim(),
  utcOffsetMinutes: v.utcOffsetMinutes.trim() === '' ? 330 : Number(v.utcOffsetMinutes),
  example: v.example.trim(),
  enabled: v.enabled !== 'no',
});

/** A sheet on phones, a dialog on a desktop: one template, its "try" panel, save or delete. */
export function TemplateEditor({
  template,
  canChange,
  onClose,
}: {
  template: SmsTemplateRow | null;
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
      <EditorBody template={template} canChange={canChange} onClose={onClose} />
    </Shell>
  );
}

function EditorBody({
  template,
  canChange,
  onClose,
}: {
  template: SmsTemplateRow | null;
  canChange: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Values>(() => initialOf(template));
  const set = (name: keyof Values, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const remove = useDeleteTemplate();
  const schema = template ? smsTemplateCalls.update.input : smsTemplateCalls.create.input;
  const { errors, failure, busy, submit } = useCheckedSubmit(schema, async (input) => {
    if (template) await update.mutateAsync(input as Parameters<typeof update.mutateAsync>[0]);
    else await create.mutateAsync(input as Parameters<typeof create.mutateAsync>[0]);
    Toast.show({ icon: 'success', content: t({ id: 'smsTemplates.texts.saved', message: 'Template saved' }) });
    onClose();
  });
  const title = template
    ? canChange
      ? t({ id: 'smsTemplates.titles.edit', message: 'Edit SMS template' })
      : t({ id: 'smsTemplates.titles.view', message: 'SMS template' })
    : t({ id: 'smsTemplates.titles.new', message: 'New SMS template' });

  const text = (
    name: keyof Values,
    max: number,
    opts: { area?: boolean; placeholder?: string; numeric?: boolean } = {},
  ) => {
    const id = `sms-template-${name}`;
    return (
      <SheetField id={id} label={i18n._(l[name])} error={errors[name]}>
        {opts.area ? (
          <TextArea
            id={id}
            value={values[name]}
            onChange={(v) => set(name, v)}
            maxLength={max}
            rows={3}
            autoSize={{ minRows: 2, maxRows: 6 }}
            className={list.input}
            readOnly={!canChange}
          />
        ) : (
          <Input
            id={id}
            value={values[name]}
            onChange={(v) => set(name, v)}
            maxLength={max}
            placeholder={opts.placeholder}
            inputMode={opts.numeric ? 'numeric' : undefined}
            autoComplete="off"
            className={list.input}
            readOnly={!canChange}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${id}-error` : undefined}
          />
        )}
      </SheetField>
    );
  };

  const confirmDelete = async () => {
    if (!template) return;
    const ok = await Dialog.confirm({
      content: t({
        id: 'smsTemplates.texts.deleteConfirm',
        message: 'Delete this template? SMS already read with it keep what it read.',
      }),
    });
    if (!ok) return;
    await remove.mutateAsync({ id: template.id });
    Toast.show({ icon: 'success', content: t({ id: 'smsTemplates.texts.deleted', message: 'Template deleted' }) });
    onClose();
  };

  return (
    <SheetForm title={title} onSubmit={() => (canChange ? submit(toInput(values)) : undefined)}>
      {text('bankName', 64)}
      {text('sender', 32, { placeholder: 'HDFCBK' })}
      <SheetField id="sms-template-direction" label={i18n._(l.direction)} error={errors.direction}>
        <Selector
          columns={3}
          options={directionLabels.map((d, i) => ({ value: String(i), label: i18n._(d), disabled: !canChange }))}
          value={[values.direction]}
          onChange={(v) => v[0] !== undefined && set('direction', v[0])}
          aria-label={i18n._(l.direction)}
        />
      </SheetField>
      {text('pattern', smsPatternLimits.patternMax, { area: true })}
      <p className={styles.help}>
        {t({
          id: 'smsTemplates.texts.patternHelp',
          message: `Write the SMS as the bank sends it and put a placeholder where each value stands: ${placeholders}; ${skip} skips any text. The amount is required. Letters match in any case, spaces any spacing.`,
        })}
      </p>
      {text('timeFormat', smsPatternLimits.timeFormatMax, { placeholder: 'dd-MM-yy HH:mm' })}
      {text('utcOffsetMinutes', 5, { numeric: true })}
      {text('example', smsPatternLimits.textMax, { area: true })}
      <SheetField id="sms-template-enabled" label={i18n._(l.enabled)} error={errors.enabled}>
        <Selector
          columns={2}
          options={(['yes', 'no'] as const).map((k) => ({ value: k, label: i18n._(yesNo[k]), disabled: !canChange }))}
          value={[values.enabled]}
          onChange={(v) => v[0] !== undefined && set('enabled', v[0])}
          aria-label={i18n._(l.enabled)}
        />
      </SheetField>
      <TryPanel values={values} />
      {canChange ? (
        <>
          <FormSheetFooter
            failure={t({ id: 'smsTemplates.errors.saveFailed', message: 'Saving the template failed' })}
            error={failure}
            submitText={t({ id: 'common.buttons.save', message: 'Save' })}
            busy={busy}
            onCancel={onClose}
          />
          {template && (
            <>
              <ErrorAlert error={remove.error} />
              <Button
                block
                color="danger"
                fill="outline"
                loading={remove.isPending}
                onClick={() => void confirmDelete().catch(() => undefined)}
              >
                {t({ id: 'smsTemplates.actions.delete', message: 'Delete template' })}
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

/** Paste an SMS (or leave it empty for the example) and see what the pattern as typed reads. */
function TryPanel({ values }: { values: Values }) {
  const { t, i18n } = useLingui();
  const [sms, setSms] = useState('');
  const tryIt = useTrySms();
  const run = () => {
    const input = toInput(values);
    tryIt.mutate({
      pattern: input.pattern,
      timeFormat: input.timeFormat,
      utcOffsetMinutes: input.utcOffsetMinutes,
      sms: sms.trim() || input.example,
    });
  };
  const reading: SmsReading | null | undefined = tryIt.data?.reading;
  return (
    <section className={styles.try} aria-label={t({ id: 'smsTemplates.titles.try', message: 'Try the pattern' })}>
      <SheetField id="sms-template-sms" label={i18n._(l.sms)} error={undefined}>
        <TextArea
          id="sms-template-sms"
          value={sms}
          onChange={setSms}
          maxLength={smsPatternLimits.textMax}
          autoSize={{ minRows: 2, maxRows: 6 }}
          className={list.input}
        />
      </SheetField>
      <Button color="primary" fill="outline" loading={tryIt.isPending} onClick={run} data-testid="sms-template-try">
        {t({ id: 'smsTemplates.actions.try', message: 'Try' })}
      </Button>
      <ErrorAlert error={tryIt.error} />
      {reading === null && (
        <p role="status" className={styles.help} data-testid="sms-template-reads-nothing">
          {t({ id: 'smsTemplates.texts.readsNothing', message: 'The pattern reads nothing from this SMS.' })}
        </p>
      )}
      {reading && (
        <div role="status" data-testid="sms-template-reading">
          <CardFacts
            items={[
              [i18n._(l.amount), formatMoney(i18n, reading.amount)],
              [i18n._(l.utr), reading.utr ?? '—'],
              [i18n._(l.balance), reading.balance === null ? '—' : formatMoney(i18n, reading.balance)],
              [i18n._(l.tail), reading.tail ?? '—'],
              [i18n._(l.time), reading.time ? whenText(i18n, reading.time) : '—'],
            ]}
          />
        </div>
      )}
    </section>
  );
}
