import { msg } from '@lingui/core/macro';

export const bankLabels = {
  name: msg({ id: 'banks.fields.name', message: 'Bank name' }),
  shortCode: msg({ id: 'banks.fields.shortCode', message: 'Short code' }),
  ifscPrefix: msg({ id: 'banks.fields.ifscPrefix', message: 'IFSC prefix or bank code' }),
  country: msg({ id: 'banks.fields.country', message: 'Country' }),
  enabled: msg({ id: 'banks.fields.enabled', message: 'Enabled' }),
  keyword: msg({ id: 'banks.fields.keyword', message: 'Name, code or prefix' }),
  updateTime: msg({ id: 'banks.fields.updateTime', message: 'Updated' }),
  createTime: msg({ id: 'banks.fields.createTime', message: 'Created' }),
  yes: msg({ id: 'banks.enum.enabled', message: 'Enabled' }),
  no: msg({ id: 'banks.enum.disabled', message: 'Disabled' }),
};
