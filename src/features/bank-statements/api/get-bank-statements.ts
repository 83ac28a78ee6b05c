import { useInfiniteQuery } from '@tanstack/react-query';
import { bankStatementCalls, orderPageMax } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import type { StatementFilters } from '../filters.ts';
import { statementKeys } from './keys.ts';

/** SMS records, newest received first. */
export const bankStatementsQueryOptions = (filters: StatementFilters) =>
  pagedQueryOptions(statementKeys.list(filters), (pageIndex, signal) =>
    request(bankStatementCalls.getList, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const useBankStatements = (filters: StatementFilters) => useInfiniteQuery(bankStatementsQueryOptions(filters));

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchStatementPage = (filters: StatementFilters, ref: PageRef, signal: AbortSignal) =>
  request(bankStatementCalls.getList, { ...filters, pageIndex: ref.pageIndex, pageNum: orderPageMax }, { signal });
