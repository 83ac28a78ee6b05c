import {
  bankIfscMismatch,
  bankNameKey,
  ifscFitsBank,
  isIfscPrefix,
  type MessageId,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { prefixesByNameKey } from './repository.ts';

export interface IfscProblem {
  msgId: MessageId;
  values: { prefix: string };
}

/**
 * Checks IFSCs against the directory (docs/decisions/056-bank-directory.md): a bank the directory
 * lists with an Indian prefix must be paid with an IFSC of that prefix; a bank it does not list is
 * taken as typed. One query for any number of pairs (a payout upload checks its whole file).
 */
export async function ifscChecker(
  db: DbOrTx,
  bankNames: string[],
): Promise<(bankName: string, ifsc: string) => IfscProblem | null> {
  const prefixes = await prefixesByNameKey(db, bankNames.filter((n) => n.trim() !== '').map(bankNameKey));
  return (bankName, ifsc) => {
    const known = prefixes.get(bankNameKey(bankName)) ?? [];
    if (ifscFitsBank(ifsc, known)) return null;
    return { msgId: bankIfscMismatch, values: { prefix: known.filter(isIfscPrefix).join(', ') } };
  };
}

/** One pair: null when it fits (or the bank is not listed). */
export async function ifscProblem(db: DbOrTx, bankName: string, ifsc: string): Promise<IfscProblem | null> {
  if (ifsc === '' || bankName.trim() === '') return null;
  return (await ifscChecker(db, [bankName]))(bankName, ifsc);
}
