import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import { agentCalls, type ResourceType } from '../../../contract/index.ts';
import { exportPageSize } from '../../../lib/sheets/fetch-all-pages.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import type { TeamFilters } from '../filters.ts';
import { agentKeys } from './keys.ts';

/** The agent's team, newest first. */
export const teamQueryOptions = (filters: TeamFilters) =>
  pagedQueryOptions(agentKeys.team(filters), (pageIndex, signal) =>
    request(agentCalls.getTeam, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const useTeam = (filters: TeamFilters) => useInfiniteQuery(teamQueryOptions(filters));

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchTeamPage = (filters: TeamFilters, ref: PageRef, signal: AbortSignal) =>
  request(agentCalls.getTeam, { ...filters, pageIndex: ref.pageIndex, pageNum: exportPageSize }, { signal });

/** One member's receiving accounts of a type, read only. */
export const memberResourcesQueryOptions = (userId: number, type: ResourceType) =>
  pagedQueryOptions(agentKeys.memberResources(userId, type), (pageIndex, signal) =>
    request(agentCalls.getMemberResources, { userId, type, pageIndex, pageNum: 30 }, { signal }),
  );

export const useMemberResources = (userId: number, type: ResourceType) =>
  useInfiniteQuery(memberResourcesQueryOptions(userId, type));
