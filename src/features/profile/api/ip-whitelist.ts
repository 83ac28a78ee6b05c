import { useQuery } from '@tanstack/react-query';
import { ipRuleCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { profileKeys } from './keys.ts';

/** The signed-in merchant's API whitelist (read only: staff change it on /systemManager/ipRule). */
export const useOwnIpWhitelist = () =>
  useQuery({ queryKey: profileKeys.ipWhitelist(), queryFn: ({ signal }) => request(ipRuleCalls.mine, {}, { signal }) });
