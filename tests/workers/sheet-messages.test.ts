import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sheetIssueText } from '../../src/lib/sheets/labels.ts';
import { parseSheetFile } from '../../workers/sheet/parse.ts';
import { messages as enUS } from '../../src/locales/en-US/messages.po';
import { messages as zhCN } from '../../src/locales/zh-CN/messages.po';
import { messages as zhTW } from '../../src/locales/zh-TW/messages.po';

describe('sheet problems shown on the main thread', () => {
  beforeAll(() => {
    i18n.load({ 'en-US': enUS, 'zh-CN': zhCN, 'zh-TW': zhTW });
  });

  it('translates the ids and values the worker answers, a missing column by its title', async () => {
    const tooMany = await parseSheetFile(
      new File(['姓名,卡号,开户行,地址,金额\n' + 'a,1,b,c,1\n'.repeat(3)], 'p.csv'),
      { kind: 'payout', maxRows: 2 },
    );
    const noAmount = await parseSheetFile(new File(['姓名,卡号,开户行,地址\na,1,b,c\n'], 'p.csv'), { kind: 'payout' });
    if (!tooMany.fileError || !noAmount.fileError) throw new Error('expected file errors');
    i18n.activate('zh-CN');
    expect(sheetIssueText({ id: 'validation.upload.fileType' })).toBe('文件类型错误：请上传 Excel（.xlsx）或 CSV 文件');
    expect(sheetIssueText(noAmount.fileError)).toContain('金额');
    i18n.activate('zh-TW');
    expect(sheetIssueText(noAmount.fileError)).toContain('金額');
    i18n.activate('en-US');
    expect(sheetIssueText(tooMany.fileError)).toBe('At most 2 orders in one file');
    expect(sheetIssueText(noAmount.fileError)).toBe('The file lacks the column Amount');
    expect(sheetIssueText({ id: 'validation.upload.rowInvalid', values: { cells: 6, columns: 5 } })).toBe(
      'Row data is not standard: the row has 6 cells, the header 5',
    );
  });
});
