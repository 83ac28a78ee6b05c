// What other modules (and the seed) use of the system settings: the one settings reader and the
// defaults. The get/set calls stay in routes.ts.
export { defaultSystemConfig } from './defaults.ts';
export {
  cookieDays,
  publicBase,
  publicBrand,
  refuseWhenServiceOff,
  requireServiceOn,
  settingValue,
} from './settings.ts';
