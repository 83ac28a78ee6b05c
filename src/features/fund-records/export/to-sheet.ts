import type { I18n } from '@lingui/core';
import { constants, type FundRecordRow } from '../../../contract/index.ts';
import { exportTime, exportTimeHeader } from '../../../lib/i18n/time-format.ts';
import { fundLabels as l, reasonLabel } from '../labels.ts';

/** Minor units as a plain decimal string ('-12.34'): exact, and read as a number by Excel. */
export function decimalText(minor: number): string {
  const scale = constants.moneyScale;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(2, '0')}`;
}

/**
 * The export's columns: every field of a row, headers in the UI language, times in the reader's
 * time zone and clock with the offset in the header (decision 120).
 */
export function fundSheet(
  i18n: I18n,
  rows: readonly FundRecordRow[],
): { header: string[]; rows: (string | number | null)[][] } {
  const header = [
    exportTimeHeader(i18n._(l.time)),
    ...[l.user, l.reason, l.amount, l.balanceBefore, l.balanceAfter, l.orderCode, l.operator, l.remark].map((d) =>
      i18n._(d),
    ),
  ];
  return {
    header,
    rows: rows.map((r) => {
      const reason = reasonLabel(r.reason);
      return [
        exportTime(i18n, r.createdTime),
        r.userAccount,
        reason ? i18n._(reason) : String(r.reason),
        decimalText(r.amount),
        decimalText(r.balanceBefore),
        decimalText(r.balanceAfter),
        r.orderCode,
        r.operator,
        r.remark,
      ];
    }),
  };
}
