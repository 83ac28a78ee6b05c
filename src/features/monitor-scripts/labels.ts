import { msg } from '@lingui/core/macro';

export const scriptLabels = {
  bankName: msg({ id: 'monitorScripts.labels.bankName', message: 'Bank (as on its receiving accounts)' }),
  version: msg({ id: 'monitorScripts.labels.version', message: 'Version' }),
  content: msg({ id: 'monitorScripts.labels.content', message: 'Script or configuration' }),
  note: msg({ id: 'monitorScripts.labels.note', message: 'Note' }),
  rolledOut: msg({ id: 'monitorScripts.labels.rolledOut', message: 'Roll out now' }),
  checksum: msg({ id: 'monitorScripts.labels.checksum', message: 'SHA-256' }),
  size: msg({ id: 'monitorScripts.labels.size', message: 'Characters' }),
  devices: msg({ id: 'monitorScripts.labels.devices', message: 'Devices running it' }),
  created: msg({ id: 'monitorScripts.labels.created', message: 'Uploaded' }),
  updated: msg({ id: 'monitorScripts.labels.updated', message: 'Changed' }),
  search: msg({ id: 'monitorScripts.labels.search', message: 'Bank name' }),
  all: msg({ id: 'monitorScripts.labels.all', message: 'All' }),
  isRolledOut: msg({ id: 'monitorScripts.labels.isRolledOut', message: 'Rolled out' }),
  notRolledOut: msg({ id: 'monitorScripts.labels.notRolledOut', message: 'Not rolled out' }),
  current: msg({ id: 'monitorScripts.labels.current', message: 'Devices get this' }),
  yes: msg({ id: 'monitorScripts.labels.yes', message: 'Yes' }),
  no: msg({ id: 'monitorScripts.labels.no', message: 'No' }),
};
