import { bankNameKey } from '../../src/contract/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { banks } from '../db/schema.ts';

/**
 * The demo bank directory: Indian banks with their real IFSC prefixes (the names the demo accounts
 * and payouts use, demo-names.ts, among them), the two Kenyan mobile-money providers of the Kenya
 * accounts, and Lakshmi Vilas Bank disabled (merged into DBS in 2020). No random draw: seeding it
 * last leaves every other demo row as it was.
 */
const indian: [name: string, shortCode: string, prefix: string][] = [
  ['HDFC Bank', 'HDFC', 'HDFC'],
  ['ICICI Bank', 'ICICI', 'ICIC'],
  ['State Bank of India', 'SBI', 'SBIN'],
  ['Axis Bank', 'AXIS', 'UTIB'],
  ['Kotak Mahindra Bank', 'KOTAK', 'KKBK'],
  ['Punjab National Bank', 'PNB', 'PUNB'],
  ['Bank of Baroda', 'BOB', 'BARB'],
  ['Yes Bank', 'YES', 'YESB'],
  ['IndusInd Bank', 'INDUSIND', 'INDB'],
  ['Canara Bank', 'CANARA', 'CNRB'],
  ['Union Bank of India', 'UNION', 'UBIN'],
  ['Indian Bank', 'INDIAN', 'IDIB'],
  ['Federal Bank', 'FEDERAL', 'FDRL'],
  ['Indian Overseas Bank', 'IOB', 'IOBA'],
  ['Bank of Maharashtra', 'BOM', 'MAHB'],
  ['UCO Bank', 'UCO', 'UCBA'],
  ['Bank of India', 'BOI', 'BKID'],
  ['Central Bank of India', 'CBI', 'CBIN'],
  ['IDFC First Bank', 'IDFCFIRST', 'IDFB'],
  ['AU Small Finance Bank', 'AUSFB', 'AUBL'],
  ['IDBI Bank', 'IDBI', 'IBKL'],
  ['Punjab & Sind Bank', 'PSB', 'PSIB'],
  ['RBL Bank', 'RBL', 'RATN'],
  ['Bandhan Bank', 'BANDHAN', 'BDBL'],
  ['South Indian Bank', 'SIB', 'SIBL'],
  ['Karur Vysya Bank', 'KVB', 'KVBL'],
  ['City Union Bank', 'CUB', 'CIUB'],
  ['Karnataka Bank', 'KBL', 'KARB'],
  ['Tamilnad Mercantile Bank', 'TMB', 'TMBL'],
  ['DCB Bank', 'DCB', 'DCBL'],
  ['Jammu & Kashmir Bank', 'JKB', 'JAKA'],
  ['Equitas Small Finance Bank', 'EQUITAS', 'ESFB'],
  ['Ujjivan Small Finance Bank', 'UJJIVAN', 'UJVN'],
  ['Paytm Payments Bank', 'PAYTM', 'PYTM'],
  ['Airtel Payments Bank', 'AIRTELPB', 'AIRP'],
  ['Standard Chartered Bank', 'SCB', 'SCBL'],
  ['HSBC', 'HSBC', 'HSBC'],
  ['Citibank', 'CITI', 'CITI'],
  ['DBS Bank India', 'DBS', 'DBSS'],
  ['Deutsche Bank', 'DEUTSCHE', 'DEUT'],
];

export async function seedBanks(tx: DbOrTx, now: Date): Promise<void> {
  const row = (name: string, shortCode: string, ifscPrefix: string, country: string, enabled = true) => ({
    name,
    shortCode,
    ifscPrefix,
    country,
    enabled,
    nameKey: bankNameKey(name),
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .insert(banks)
    .values([
      ...indian.map(([name, code, prefix]) => row(name, code, prefix, 'IN')),
      row('Lakshmi Vilas Bank', 'LVB', 'LAVB', 'IN', false),
      row('Safaricom M-Pesa', 'MPESA', '', 'KE'),
      row('Airtel Money', 'AIRTELKE', '', 'KE'),
      // UnionPay quick pay cards (decision 121): the banks of the demo's Chinese cards.
      row('Industrial and Commercial Bank of China', 'ICBC', '', 'CN'),
      row('China Construction Bank', 'CCB', '', 'CN'),
      row('Bank of China', 'BOC', '', 'CN'),
      row('China Merchants Bank', 'CMB', '', 'CN'),
    ])
    .onConflictDoNothing();
}
