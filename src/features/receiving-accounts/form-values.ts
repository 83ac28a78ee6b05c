import {
  resourceTypeDecls,
  toMinor,
  type ResourceRow,
  type ResourceTextField,
  type ResourceType,
} from '../../contract/index.ts';

export type FormValues = Record<string, string>;

/** Whole numbers typed as they are; the two money fields typed in major units ('1500.50'). */
export const integerFields = ['maxConcurrent', 'floatUp', 'floatDown', 'dailyCountLimit'] as const;
export const moneyFields = ['minOrderBalance', 'dailyAmountLimit'] as const;

const moneyFormat = /^\d+(\.\d{1,2})?$/;
const major = (minor: number) => (minor / 100).toFixed(2).replace(/\.00$/, '');

export const textFieldsOf = (type: ResourceType) => Object.keys(resourceTypeDecls[type].fields) as ResourceTextField[];

/** A new account: limits empty (product 5 requires them), float 0 (product 9), five open orders at once. */
export function emptyValues(type: ResourceType, productId: number | undefined): FormValues {
  return {
    productId: productId === undefined ? '' : String(productId),
    ...Object.fromEntries(textFieldsOf(type).map((f) => [f, ''])),
    maxConcurrent: '5',
    floatUp: '0',
    floatDown: '0',
    minOrderBalance: '0',
    dailyCountLimit: '',
    dailyAmountLimit: '',
  };
}

/** An account being edited; the passwords start empty (empty keeps the stored one). */
export function rowValues(row: ResourceRow): FormValues {
  const text = Object.fromEntries(
    textFieldsOf(row.type).map((f) => [f, f === 'bankingPassword' || f === 'monitorPassword' ? '' : row[f]]),
  );
  return {
    productId: String(row.productId),
    ...text,
    maxConcurrent: String(row.maxConcurrent),
    floatUp: String(row.floatUp),
    floatDown: String(row.floatDown),
    minOrderBalance: major(row.minOrderBalance),
    dailyCountLimit: String(row.dailyCountLimit),
    dailyAmountLimit: major(row.dailyAmountLimit),
  };
}

/**
 * The call's input from the typed values: money read exactly into minor units. A money field typed
 * wrong is reported here (the contract sees only minor units).
 */
export function toInput(
  type: ResourceType,
  v: FormValues,
): { input: Record<string, unknown>; moneyErrors: Record<string, string> } {
  const moneyErrors: Record<string, string> = {};
  const input: Record<string, unknown> = { type, productId: v.productId ?? '' };
  for (const f of textFieldsOf(type)) input[f] = (v[f] ?? '').trim();
  for (const f of integerFields) input[f] = (v[f] ?? '').trim();
  for (const f of moneyFields) {
    const typed = (v[f] ?? '').trim();
    if (typed === '') input[f] = '';
    else if (moneyFormat.test(typed)) input[f] = toMinor(typed);
    else moneyErrors[f] = 'validation.amount.format';
  }
  return { input, moneyErrors };
}
