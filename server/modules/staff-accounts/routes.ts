import type { FastifyInstance } from 'fastify';
import { adminCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import {
  addUser,
  deleteUser,
  getSupplierProxyList,
  getUserList,
  repairUser,
  resetPayPassword,
  resetSecondFactor,
  unlockSignIn,
  updateUserCall,
} from './users.ts';

/** Product 7.2: staff account management. */
export async function adminRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.addUser, addUser);
  registerCall(app, s, c.getUserList, getUserList);
  registerCall(app, s, c.getSupplierProxyList, getSupplierProxyList);
  registerCall(app, s, c.updateUser, updateUserCall);
  registerCall(app, s, c.deleteUser, deleteUser);
  registerCall(app, s, c.repairUser, repairUser);
  registerCall(app, s, c.resetPayPassword, resetPayPassword);
  registerCall(app, s, c.unlockSignIn, unlockSignIn);
  registerCall(app, s, c.resetSecondFactor, resetSecondFactor);
}
