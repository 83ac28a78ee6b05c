import { msg } from '@lingui/core/macro';

/** What a name search that finds nobody says (product 8: "cannot find supplier"), by what is picked. */
export const pickNoMatch = {
  merchant: msg({ id: 'filters.texts.noMerchant', message: 'Cannot find merchant' }),
  supplier: msg({ id: 'filters.texts.noSupplier', message: 'Cannot find supplier' }),
  product: msg({ id: 'filters.texts.noProduct', message: 'Cannot find product' }),
};
