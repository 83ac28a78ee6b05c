import type { Prng } from './prng.ts';

/** Indian banks with their IFSC prefix and a UPI handle, so generated details look consistent. */
export const indianBanks = [
  { name: 'HDFC Bank', ifsc: 'HDFC', upi: 'okhdfcbank' },
  { name: 'ICICI Bank', ifsc: 'ICIC', upi: 'okicici' },
  { name: 'State Bank of India', ifsc: 'SBIN', upi: 'oksbi' },
  { name: 'Axis Bank', ifsc: 'UTIB', upi: 'okaxis' },
  { name: 'Kotak Mahindra Bank', ifsc: 'KKBK', upi: 'kotak' },
  { name: 'Punjab National Bank', ifsc: 'PUNB', upi: 'pnb' },
  { name: 'Bank of Baroda', ifsc: 'BARB', upi: 'barodampay' },
  { name: 'Yes Bank', ifsc: 'YESB', upi: 'yesbank' },
  { name: 'IndusInd Bank', ifsc: 'INDB', upi: 'indus' },
  { name: 'Canara Bank', ifsc: 'CNRB', upi: 'cnrb' },
] as const;
export type IndianBank = (typeof indianBanks)[number];

const indianFirst = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Priya',
  'Ananya',
  'Rohan',
  'Kavya',
  'Arjun',
  'Sneha',
  'Rahul',
  'Pooja',
  'Vikram',
  'Neha',
  'Sanjay',
  'Meera',
  'Karan',
  'Divya',
  'Amit',
  'Lakshmi',
  'Suresh',
];
const indianLast = [
  'Sharma',
  'Patel',
  'Reddy',
  'Iyer',
  'Gupta',
  'Singh',
  'Nair',
  'Mehta',
  'Das',
  'Rao',
  'Kumar',
  'Joshi',
  'Chopra',
  'Verma',
  'Pillai',
];
const kenyanFirst = [
  'Wanjiru',
  'Otieno',
  'Achieng',
  'Kamau',
  'Njeri',
  'Mwangi',
  'Wekesa',
  'Chebet',
  'Akinyi',
  'Kiprop',
];
const kenyanLast = ['Kariuki', 'Odhiambo', 'Mutua', 'Kiprono', 'Wambui', 'Ochieng', 'Njoroge', 'Kimani'];
const cities = [
  'Mumbai, Maharashtra',
  'Bengaluru, Karnataka',
  'Chennai, Tamil Nadu',
  'Hyderabad, Telangana',
  'Pune, Maharashtra',
  'Kolkata, West Bengal',
  'Jaipur, Rajasthan',
  'Lucknow, Uttar Pradesh',
  'Ahmedabad, Gujarat',
  'Kochi, Kerala',
];

export interface Person {
  first: string;
  last: string;
  full: string;
}
export function indianPerson(rng: Prng): Person {
  const first = rng.pick(indianFirst);
  const last = rng.pick(indianLast);
  return { first, last, full: `${first} ${last}` };
}
export function kenyanPerson(rng: Prng): Person {
  const first = rng.pick(kenyanFirst);
  const last = rng.pick(kenyanLast);
  return { first, last, full: `${first} ${last}` };
}
export function city(rng: Prng): string {
  return rng.pick(cities);
}

/** 11 characters: the bank's 4 letters, a 0, then 6 digits (product 5). */
export function ifscFor(rng: Prng, bank: IndianBank): string {
  return `${bank.ifsc}0${rng.digits(6)}`;
}
export function upiFor(rng: Prng, person: Person, bank: IndianBank): string {
  return `${person.first.toLowerCase()}.${person.last.toLowerCase()}${rng.digits(2)}@${bank.upi}`;
}
/** A bank account number of 11 to 16 digits (card numbers are at most 20, product 5). */
export function accountNumber(rng: Prng): string {
  return rng.number(rng.int(11, 16));
}
/** Indian mobile numbers start with 6 to 9. */
export function indianMobile(rng: Prng): string {
  return String(rng.int(6, 9)) + rng.digits(9);
}
export function kenyanMobile(rng: Prng): string {
  return `2547${rng.digits(8)}`;
}

/** A pool of payer IPs, so that "filter by IP" finds several orders from one address. */
export function ipPool(rng: Prng, size: number): string[] {
  const firstOctets = [49, 103, 106, 117, 122, 157, 182, 223, 27, 59];
  const pool: string[] = [];
  for (let i = 0; i < size; i++)
    pool.push(`${rng.pick(firstOctets)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`);
  return pool;
}
