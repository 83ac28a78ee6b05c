import { z } from 'zod';
import { call } from '../call.ts';
import { publicInfoPaths } from '../sign-in.ts';

/** What anyone may read before signing in: the operator's contact line, nothing else. */
export interface PublicContact {
  /** ContactInfo as the superAdmin typed it (plain text: an e-mail, a phone, a chat handle); '' when none. */
  contactInfo: string;
}

/** The product's one name (SysFlag) and whether its logo shows (ShowLogo), for the sign-in page. */
export interface PublicBrand {
  systemName: string;
  showLogo: boolean;
}

/**
 * Public and read-only: the sign-in page shows whom to ask when a sign-in fails (ContactInfo,
 * product 7.9), under the product's name (SysFlag and ShowLogo, which the install manifests carry
 * too). Only these settings are public; every other stays behind its own getX and its readers.
 */
export const publicInfoCalls = {
  contact: call<PublicContact>()({
    method: 'GET',
    path: publicInfoPaths.contact,
    input: z.object({}),
    access: 'public',
  }),
  brand: call<PublicBrand>()({ method: 'GET', path: publicInfoPaths.brand, input: z.object({}), access: 'public' }),
};
