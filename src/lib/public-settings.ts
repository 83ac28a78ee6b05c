import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderCreateCalls, publicInfoCalls, systemConfigCalls } from '../contract/index.ts';
import { request } from './api/client.ts';
import { runtimeConfig } from './config.ts';

export { rememberSystemName } from './public-info.ts';

/**
 * Two settings screens of several features show (product 7.9): ApiUrl, the address merchants' servers
 * call, and ContactInfo, whom to ask. Cached under `['systemConfig', 'detail', key]` like the other
 * settings a screen reads, so a change made on the configuration page refreshes them too.
 */
export const apiUrlQueryOptions = () =>
  queryOptions({
    queryKey: ['systemConfig', 'detail', 'ApiUrl'] as const,
    queryFn: () => request(systemConfigCalls.getApiUrl, {}),
    staleTime: 5 * 60_000,
  });

/** Public (the sign-in page has no session): only ContactInfo travels this way. */
export const contactInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['systemConfig', 'detail', 'ContactInfo'] as const,
    queryFn: async () => (await request(publicInfoCalls.contact, {})).contactInfo,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** ContactInfo, or '' while it loads, when none is set or when it cannot be read (the line is then left out). */
export function useContactInfo(): string {
  return useQuery(contactInfoQueryOptions()).data?.trim() ?? '';
}

/** Where the app's own requests go: the create base of /config.json, else the API base ('' = this origin). */
export function appCreateBase(): string {
  const { orderCreateBase, apiBase } = runtimeConfig();
  return orderCreateBase || apiBase;
}

/**
 * The create address a merchant's server uses: ApiUrl when the superAdmin set one, else where this
 * app sends it (this page's origin when that base is relative). Without a trailing slash, so the
 * call's path follows.
 */
export function merchantCreateUrl(apiUrl: string | undefined, path: string = orderCreateCalls.create.path): string {
  const base = (apiUrl || appCreateBase() || globalThis.location?.origin || '').replace(/\/+$/, '');
  return `${base}${path}`;
}

/** The create address merchants are told to use (or another merchant API path on the same base); undefined while ApiUrl loads. */
export function useMerchantCreateUrl(path?: string): string | undefined {
  const apiUrl = useQuery(apiUrlQueryOptions());
  if (apiUrl.isPending) return undefined;
  return merchantCreateUrl(apiUrl.data, path);
}
