import type { FastifyInstance } from 'fastify';
import { accountCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import {
  forceLogoutUser,
  resetMerchantKey,
  setAcceptOrders,
  setFrozen,
  setKycLowerLimit,
  setSignType,
} from './actions.ts';
import { clearMerchantBalances } from './clear-balances.ts';
import { createMerchant, createSubAccount, createSupplier, deleteSubAccount } from './create.ts';
import { getAccountOptions, getMerchantList, getSubAccounts, getSupplierList } from './list.ts';

/** Merchant and supplier management (ours, /v1.0/account/): lists, creation, the admin actions of product 6. */
export async function accountRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.getMerchantList, getMerchantList);
  registerCall(app, s, c.getSupplierList, getSupplierList);
  registerCall(app, s, c.getAccountOptions, getAccountOptions);
  registerCall(app, s, c.getSubAccounts, getSubAccounts);
  // The route checks role and token2; there is nothing else to do.
  registerCall(app, s, c.checkSecondLevel, () => null);
  registerCall(app, s, c.createMerchant, createMerchant);
  registerCall(app, s, c.createSupplier, createSupplier);
  registerCall(app, s, c.createSubAccount, createSubAccount);
  registerCall(app, s, c.deleteSubAccount, deleteSubAccount);
  registerCall(app, s, c.setFrozen, setFrozen);
  registerCall(app, s, c.forceLogoutUser, forceLogoutUser);
  registerCall(app, s, c.setAcceptOrders, setAcceptOrders);
  registerCall(app, s, c.setKycLowerLimit, setKycLowerLimit);
  registerCall(app, s, c.setSignType, setSignType);
  registerCall(app, s, c.resetMerchantKey, resetMerchantKey);
  registerCall(app, s, c.clearMerchantBalances, clearMerchantBalances);
}
