import { msg } from '@lingui/core/macro';

/** A fee setting's fields and filters (`userProducts.fields.*`). */
export const productLabels = {
  user: msg({ id: 'userProducts.fields.user', message: 'User' }),
  product: msg({ id: 'userProducts.fields.product', message: 'Product' }),
  rate: msg({ id: 'userProducts.fields.rate', message: 'Rate' }),
  rateInput: msg({ id: 'userProducts.fields.rateInput', message: 'Rate (0.0125 = 1.25 %)' }),
  fixedFee: msg({ id: 'userProducts.fields.fixedFee', message: 'Fixed fee per transaction' }),
  enabled: msg({ id: 'userProducts.fields.enabled', message: 'State' }),
  nickname: msg({ id: 'userProducts.fields.nickname', message: 'Nickname' }),
  role: msg({ id: 'userProducts.fields.role', message: 'Role' }),
  productId: msg({ id: 'userProducts.fields.productId', message: 'Product ID' }),
  productName: msg({ id: 'userProducts.fields.productName', message: 'Product name' }),
  updatedAt: msg({ id: 'userProducts.fields.updatedAt', message: 'Updated' }),
};

export const enabledLabels = {
  on: msg({ id: 'enum.accountStatus.enabled', message: 'Enabled' }),
  off: msg({ id: 'enum.accountStatus.disabled', message: 'Disabled' }),
};

export const editLabel = msg({ id: 'userProducts.actions.edit', message: 'Edit rate' });
/** Product 8. */
export const updateFailed = msg({ id: 'userProducts.errors.updateFailed', message: 'Update failed' });
