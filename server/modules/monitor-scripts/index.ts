// Monitoring scripts and the signed-device-call check the device reports share (decision 076).
export { checkDeviceCall, type DeviceAuth } from './device-auth.ts';
export { forgetExpiredNonces } from './repository.ts';
export { monitorScriptRoutes } from './routes.ts';
export { scriptChecksum } from './scripts.ts';
