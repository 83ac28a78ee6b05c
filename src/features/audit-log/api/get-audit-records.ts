import { useInfiniteQuery } from '@tanstack/react-query';
import { auditRecordCalls, type AuditRecordRow, type Page } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { AuditFilters } from '../filters.ts';
import { auditKeys } from './keys.ts';

const listPageSize = 30;

/** One page of audit records under the filters (the list and the export share it). */
export const fetchAuditPage = (
  filters: AuditFilters,
  pageIndex: number,
  pageNum: number,
  signal?: AbortSignal,
): Promise<Page<AuditRecordRow>> => request(auditRecordCalls.getList, { ...filters, pageIndex, pageNum }, { signal });

/** Audit records, newest first. */
export const useAuditRecords = (filters: AuditFilters) =>
  useInfiniteQuery(
    pagedQueryOptions(auditKeys.list(filters), (pageIndex, signal) =>
      fetchAuditPage(filters, pageIndex, listPageSize, signal),
    ),
  );
