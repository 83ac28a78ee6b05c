import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MonitorState } from '../../contract/index.ts';

/** Product 4 "Monitor or service" labels, by state id (src/contract/statuses.ts). */
export const monitorStateLabels: Record<number, MessageDescriptor> = {
  [MonitorState.starting]: msg({ id: 'enum.monitorState.starting', message: 'Starting' }),
  [MonitorState.running]: msg({ id: 'enum.monitorState.running', message: 'Running' }),
  [MonitorState.stopping]: msg({ id: 'enum.monitorState.stopping', message: 'Stopping' }),
  [MonitorState.stopped]: msg({ id: 'enum.monitorState.stopped', message: 'Stopped' }),
  [MonitorState.disconnected]: msg({ id: 'enum.monitorState.disconnected', message: 'Disconnected' }),
  [MonitorState.offline]: msg({ id: 'enum.monitorState.offline', message: 'Offline' }),
  [MonitorState.testReady]: msg({ id: 'enum.monitorState.testReady', message: 'Test ready' }),
  [MonitorState.preparation]: msg({ id: 'enum.monitorState.preparation', message: 'Preparation' }),
  [MonitorState.callbacksOnly]: msg({ id: 'enum.monitorState.callbacksOnly', message: 'Only callbacks allowed' }),
  [MonitorState.closed]: msg({ id: 'enum.monitorState.closed', message: 'Closed' }),
};

/** Tag colours: running is good, offline and disconnected need attention. */
export function monitorStateColor(state: number): 'success' | 'danger' | 'warning' | 'default' {
  if (state === MonitorState.running) return 'success';
  if (state === MonitorState.offline || state === MonitorState.disconnected) return 'danger';
  if (state === MonitorState.stopped || state === MonitorState.closed) return 'warning';
  return 'default';
}
