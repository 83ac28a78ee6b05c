import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import type { FormInstance } from './form-rules.ts';

/** Field errors are strings made in the old language; check those fields again after a switch. */
export function useRevalidateOnLocale(form: FormInstance) {
  const { i18n } = useLingui();
  const previous = useRef(i18n.locale);
  useEffect(() => {
    if (previous.current === i18n.locale) return;
    previous.current = i18n.locale;
    const withErrors = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    if (withErrors.length > 0) form.validateFields(withErrors).catch(() => undefined);
  }, [form, i18n.locale]);
}
