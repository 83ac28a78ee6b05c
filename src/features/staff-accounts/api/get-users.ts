import { useInfiniteQuery } from '@tanstack/react-query';
import { adminCalls, compactFilters } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import { exportPageSize } from '../../../lib/sheets/fetch-all-pages.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import type { UserFilters } from '../filters.ts';
import { staffKeys } from './keys.ts';

/** Accounts, newest first; blank filters are not sent (product 5). */
export const usersQueryOptions = (filters: UserFilters) =>
  pagedQueryOptions(staffKeys.list(filters), (pageIndex, signal) =>
    request(adminCalls.getUserList, { ...compactFilters(filters), pageIndex, pageNum: 30 }, { signal }),
  );

export const useUsers = (filters: UserFilters) => useInfiniteQuery(usersQueryOptions(filters));

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchUserPage = (filters: UserFilters, ref: PageRef, signal: AbortSignal) =>
  request(
    adminCalls.getUserList,
    { ...compactFilters(filters), pageIndex: ref.pageIndex, pageNum: exportPageSize },
    { signal },
  );
