import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button, Selector, TextArea } from 'antd-mobile';
import { CenterPopup, Popup } from '../sheets/overlays.ts';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { z } from 'zod';
import { useDraft } from '../../lib/offline/use-draft.ts';
import { passkeyStepUp } from '../../lib/passkeys.ts';
import { useStepUpRefresh, useStepUpWindow } from '../../lib/step-up.ts';
import { useIsWide } from '../use-is-wide.ts';
import { ErrorAlert } from '../error-alert.tsx';
import styles from '../list/list.module.css';
import { SheetField, SheetForm } from './sheet-form.tsx';
import { googleCodeInputProps } from './google-code.ts';
import { PasskeyInsteadButton } from './passkey-instead-button.tsx';
import { StepUpNote } from './step-up-note.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';

export type Values = Record<string, string>;

/**
 * One input of a form. `digits` brings up the numeric keypad (UTR, Google code), `decimal` the
 * decimal one (rates, fees); `password` hides what is typed.
 */
export interface FormField {
  name: string;
  label: MessageDescriptor;
  /** `choices`: several of the options, kept as their values joined by commas. */
  kind: 'text' | 'digits' | 'decimal' | 'password' | 'textarea' | 'choice' | 'choices';
  options?: { value: string; label: string }[];
  maxLength?: number;
  placeholder?: string;
  /** Shown only while this returns true (e.g. the written reason when 'other' is chosen). */
  visible?: (values: Values) => boolean;
  /** Focused when the sheet opens, so the keyboard is up for the first thing to type. */
  autoFocus?: boolean;
  /** What an empty field that fails says, when "Required" says too little (a message id). */
  emptyError?: string;
  /** A control of the feature's own (the bank picker) instead of the kind's input. */
  render?: (p: {
    id: string;
    value: string;
    set: (name: string, value: string) => void;
    values: Values;
    invalid: boolean;
  }) => ReactNode;
}

interface Props {
  open: boolean;
  title: string;
  /** Said above the fields (a warning, the order in question). */
  intro?: ReactNode;
  fields: FormField[];
  initial: Values;
  /** The contract schema of the call: the same rules as the server, checked before sending. */
  schema: z.ZodType;
  toInput: (values: Values) => unknown;
  submitText: string;
  failure: MessageDescriptor;
  onSubmit: (input: unknown) => Promise<void>;
  onClose: () => void;
  /** Keeps what was typed in IndexedDB until sent (never the Google code); names the form and its order. */
  draftKey?: string;
  /** A centred dialog from 768 px instead of the bottom sheet (admin forms of several fields). */
  wideDialog?: boolean;
  /**
   * The Google switch (`EnableGoogleVerifyFor*`) of the action: while a step-up window of it is open
   * in this session (decision 107) the `googleCode` field gives way to "verified until HH:MM" and
   * the code is not sent.
   */
  stepUp?: string;
}

/** Stands in for the code while the rest of the form is checked; `dropCode` removes it before sending. */
const codeStandIn = '000000';

/**
 * The form's rules without the code, for a covered action (the server takes it from the window) or a
 * passkey: the code field is filled with a stand-in rather than omitted, since zod refuses `.omit()`
 * on an object with refinements (a form's cross-field rules).
 */
function withoutCode(schema: z.ZodType): z.ZodType {
  if (!(schema instanceof z.ZodObject) || !('googleCode' in schema.shape)) return schema;
  return z.preprocess(
    (input) => (typeof input === 'object' && input !== null ? { ...input, googleCode: codeStandIn } : input),
    schema,
  );
}

function dropCode(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || !('googleCode' in input)) return input;
  const { googleCode: _code, ...rest } = input as Record<string, unknown>;
  return rest;
}

/** Keeps only what a field of this kind can hold (a keypad still lets other characters be pasted). */
function clean(kind: FormField['kind'], v: string): string {
  if (kind === 'digits') return v.replace(/\D/g, '');
  if (kind === 'decimal') return v.replace(/[^\d.]/g, '');
  return v;
}

/** Inputs of these kinds are typed into; Enter in one moves to the next (sheet-form.tsx). */
const typedKinds: readonly FormField['kind'][] = ['text', 'digits', 'decimal', 'password'];

/**
 * Enter in a typed field moves to the next typed field of the form, as a keyboard's Next key
 * does; only the last one's Enter sends, so a half-filled form is never sent by Enter.
 */
function enterMovesOn(e: KeyboardEvent<HTMLInputElement>, nextId: string | undefined) {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing || !nextId) return;
  const next = e.currentTarget.form?.querySelector<HTMLInputElement>(`#${nextId}`);
  if (!next) return;
  e.preventDefault();
  next.focus();
}

/**
 * A bottom sheet (or, with `wideDialog` on a desktop, a dialog) with a form's fields, the contract's
 * rules checked before sending, and the failure text with the server's reason on a refusal.
 */
export function FormSheet(props: Props) {
  const wide = useIsWide();
  const dialog = Boolean(props.wideDialog) && wide;
  const Shell = dialog ? CenterPopup : Popup;
  return (
    <Shell
      visible={props.open}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName={dialog ? styles.dialog : styles.sheet}
      destroyOnClose
    >
      {props.open && <FormBody {...props} />}
    </Shell>
  );
}

function FormBody({
  title,
  intro,
  fields,
  initial,
  schema,
  toInput,
  submitText,
  failure,
  onSubmit,
  onClose,
  draftKey,
  stepUp,
}: Omit<Props, 'open' | 'wideDialog'>) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<Values>(initial);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const draft = useDraft(draftKey ?? null, values, (saved) => setValues((v) => ({ ...v, ...saved })), ['googleCode']);
  const { until: verifiedUntil, checking: checkingStepUp } = useStepUpWindow(stepUp);
  const refreshStepUps = useStepUpRefresh();
  const {
    errors,
    failure: serverError,
    busy,
    submit,
  } = useCheckedSubmit(verifiedUntil ? withoutCode(schema) : schema, async (input) => {
    await onSubmit(verifiedUntil ? dropCode(input) : input);
    await draft.discard();
    if (stepUp) await refreshStepUps();
  });
  // A passkey in place of the code (decision 133): the rest of the form is checked, then the
  // fingerprint answers this action's challenge and the answer goes where the code would.
  const withPasskey = useCheckedSubmit(withoutCode(schema), async (input) => {
    if (!stepUp) return;
    const proof = await passkeyStepUp(stepUp);
    await onSubmit({ ...(dropCode(input) as object), googleCode: proof });
    await draft.discard();
    await refreshStepUps();
  });
  const shown = fields.filter((f) => !f.visible || f.visible(values));
  const codeHidden = Boolean(verifiedUntil) || checkingStepUp;
  const typed = shown
    .filter((f) => !f.render && typedKinds.includes(f.kind) && !(f.name === 'googleCode' && codeHidden))
    .map((f) => `form-sheet-${f.name}`);
  // An empty field that fails is simply missing: say so ("Required", or the field's own words), not its format.
  const fieldErrors = { ...errors, ...withPasskey.errors };
  const errorOf = (f: FormField) =>
    fieldErrors[f.name] && !(values[f.name] ?? '').trim()
      ? (f.emptyError ?? 'validation.required')
      : fieldErrors[f.name];
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // After the sheet's opening frame: focusing during it scrolls the half-shown sheet on phones.
    const timer = window.setTimeout(() => first.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <SheetForm title={title} onSubmit={() => submit(toInput(values))}>
      {intro}
      {shown.map((f) => {
        if (f.name === 'googleCode' && verifiedUntil) return <StepUpNote key={f.name} until={verifiedUntil} />;
        if (f.name === 'googleCode' && checkingStepUp) return null;
        const id = `form-sheet-${f.name}`;
        const error = errorOf(f);
        const label = i18n._(f.label);
        return (
          <SheetField key={f.name} id={id} label={label} error={error}>
            {f.render ? (
              f.render({ id, value: values[f.name] ?? '', set, values, invalid: Boolean(error) })
            ) : f.kind === 'choice' ? (
              <Selector
                columns={2}
                options={f.options ?? []}
                value={values[f.name] ? [values[f.name] as string] : []}
                // One of a few, like radio buttons: tapping the chosen one again keeps it (an empty
                // required choice only makes Submit say "Required").
                onChange={(v) => v[0] !== undefined && set(f.name, v[0])}
                aria-label={label}
              />
            ) : f.kind === 'choices' ? (
              <Selector
                multiple
                columns={2}
                options={f.options ?? []}
                value={(values[f.name] ?? '').split(',').filter((v) => v !== '')}
                onChange={(v) => set(f.name, v.join(','))}
                aria-label={label}
              />
            ) : f.kind === 'textarea' ? (
              <TextArea
                id={id}
                value={values[f.name] ?? ''}
                onChange={(v) => set(f.name, v)}
                maxLength={f.maxLength}
                rows={3}
                className={styles.input}
              />
            ) : (
              // A native input in antd-mobile's frame: antd-mobile's Input puts aria-invalid and
              // aria-describedby on its wrapper, where they tie nothing to the field.
              <div className={`adm-input ${styles.input}`}>
                <input
                  id={id}
                  ref={f.autoFocus ? first : undefined}
                  className="adm-input-element"
                  enterKeyHint={typed.at(-1) === id ? 'done' : 'next'}
                  onKeyDown={(e) => enterMovesOn(e, typed[typed.indexOf(id) + 1])}
                  type={f.kind === 'password' ? 'password' : 'text'}
                  value={values[f.name] ?? ''}
                  onChange={(e) => set(f.name, clean(f.kind, e.target.value))}
                  // A recovery code (decision 106) is longer than the six digits forms were written for.
                  maxLength={f.name === 'googleCode' ? googleCodeInputProps.maxLength : f.maxLength}
                  placeholder={f.placeholder}
                  inputMode={f.kind === 'digits' ? 'numeric' : f.kind === 'decimal' ? 'decimal' : undefined}
                  pattern={f.kind === 'digits' ? '[0-9]*' : undefined}
                  autoComplete={
                    f.name === 'googleCode' ? 'one-time-code' : f.kind === 'password' ? 'new-password' : 'off'
                  }
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
              </div>
            )}
          </SheetField>
        );
      })}
      {stepUp && !codeHidden && shown.some((f) => f.name === 'googleCode') && (
        <PasskeyInsteadButton
          busy={withPasskey.busy}
          disabled={busy}
          onPress={() => void withPasskey.submit(toInput(values))}
        />
      )}
      <FormSheetFooter
        failure={i18n._(failure)}
        error={withPasskey.failure ?? serverError}
        submitText={submitText}
        // Until it is known whether a window covers the action, the code field is not shown: nothing to send yet.
        busy={busy || withPasskey.busy || checkingStepUp}
        onCancel={onClose}
      />
    </SheetForm>
  );
}

interface FooterProps {
  /** Said above the server's reason when sending failed; without it only the reason shows. */
  failure?: string;
  error: Error | null;
  submitText: string;
  busy: boolean;
  onCancel: () => void;
}

/**
 * The end of every sheet form: why sending failed, then Cancel and the submit button (the form's
 * `onSubmit` sends). Forms with their own fields use it so the footer looks and behaves the same.
 */
export function FormSheetFooter({ failure, error, submitText, busy, onCancel }: FooterProps) {
  const { t } = useLingui();
  return (
    <>
      {failure === undefined ? (
        <ErrorAlert error={error} />
      ) : (
        error && (
          <div className={styles.failure}>
            <strong>{failure}</strong>
            <ErrorAlert error={error} />
          </div>
        )
      )}
      <div className={styles.sheetButtons}>
        <Button block size="large" onClick={onCancel} className={styles.button}>
          {t({ id: 'common.buttons.cancel', message: 'Cancel' })}
        </Button>
        <Button block size="large" color="primary" type="submit" loading={busy} className={styles.button}>
          {submitText}
        </Button>
      </div>
    </>
  );
}
