import { describe, expect, it } from 'vitest';
import { readFilters } from '../../../../src/components/filters/url-filters.ts';
import { bankStatementCalls, StatementDirection, type BankStatementRow } from '../../../../src/contract/index.ts';
import { accountText } from '../../../../src/features/bank-statements/account-text.ts';
import {
  statementDecls,
  statementKeys,
  statementSaDecls,
  statementShape,
} from '../../../../src/features/bank-statements/filters.ts';
import { directionLabel } from '../../../../src/features/bank-statements/labels.ts';

const parse = (input: Record<string, string>) => bankStatementCalls.getList.input.safeParse(input);

describe('SMS record filters', () => {
  it('reads a typed amount into minor units exactly', () => {
    expect(parse({ amount: '100.50' }).data?.amount).toBe(10_050);
    // 0.29 * 100 is 28.999… in floating point: the text is read digit by digit instead.
    expect(parse({ amount: '0.29' }).data?.amount).toBe(29);
    expect(parse({ amount: '1234' }).data?.amount).toBe(123_400);
    expect(parse({ amount: '1.234' }).success).toBe(false);
    expect(parse({ amount: '-5' }).success).toBe(false);
  });

  it('drops filters the contract refuses from the URL', () => {
    const params = new URLSearchParams('direction=7&matched=maybe&amount=1.5&utr=123&resourceId=x');
    expect(readFilters(params, statementKeys, statementShape)).toEqual({ amount: '1.5', utr: '123' });
  });

  it('offers every direction, and the supplier filter on the management page only', () => {
    const direction = statementDecls.find((d) => d.key === 'direction');
    expect(direction?.options?.map((o) => Number(o.value))).toEqual(Object.values(StatementDirection));
    expect(statementDecls.map((d) => d.key)).not.toContain('supplierId');
    expect(statementSaDecls.map((d) => d.key)).toContain('supplierId');
  });

  it('shows a direction it does not know as it came', () => {
    expect(directionLabel(StatementDirection.reversal)?.id).toBe('enum.statementDirection.reversal');
    expect(directionLabel(9)).toBeUndefined();
  });

  it('names the account by bank and card tail, else by its id', () => {
    const row = { resourceId: 12, bankName: 'HDFC Bank', cardTail: '7890' } as BankStatementRow;
    expect(accountText(row)).toBe('HDFC Bank ··7890');
    expect(accountText({ ...row, bankName: '', cardTail: '' })).toBe('#12');
  });
});
