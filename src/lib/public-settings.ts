import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defaultSystemName, orderCreateCalls, publicInfoCalls, systemConfigCalls } from '../contract/index.ts';
import { request } from './api/client.ts';
import { runtimeConfig } from './config.ts';

/**
 * Two settings screens of several features show (spec 7.9): ApiUrl, the address merchants' servers
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

/** Public too: the product's name (SysFlag) for the sign-in page, under the key its setting uses. */
export const brandQueryOptions = () =>
  queryOptions({
    queryKey: ['systemConfig', 'detail', 'SysFlag', 'public'] as const,
    queryFn: () => request(publicInfoCalls.brand, {}),
    staleTime: 5 * 60_000,
    retry: false,
  });

const lastNameKey = 'brand.systemName';

/** Remembers the name a signed-in page read, so the next sign-in page starts with it. */
export function rememberSystemName(name: string) {
  try {
    if (name) localStorage.setItem(lastNameKey, name);
  } catch {
    // Storage may be full or blocked; the name is read again from the server.
  }
}

function lastSystemName(): string {
  try {
    return localStorage.getItem(lastNameKey) ?? '';
  } catch {
    return '';
  }
}

/**
 * The product's name before sign-in: the server's, else the one this device last saw (offline, or
 * while it loads), else the default. Never a second name of the app's own.
 */
export function useSystemName(): string {
  const name = useQuery(brandQueryOptions()).data?.systemName ?? '';
  useEffect(() => rememberSystemName(name), [name]);
  return name || lastSystemName() || defaultSystemName;
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
export function merchantCreateUrl(apiUrl: string | undefined): string {
  const base = (apiUrl || appCreateBase() || globalThis.location?.origin || '').replace(/\/+$/, '');
  return `${base}${orderCreateCalls.create.path}`;
}

/** The create address merchants are told to use; undefined while ApiUrl loads. */
export function useMerchantCreateUrl(): string | undefined {
  const apiUrl = useQuery(apiUrlQueryOptions());
  if (apiUrl.isPending) return undefined;
  return merchantCreateUrl(apiUrl.data);
}
