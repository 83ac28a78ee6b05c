import { MessageState, type MessageStateId } from '../../src/contract/api/message.ts';
import type { Role } from '../../src/contract/roles.ts';
import type { DbOrTx } from '../db/client.ts';
import { messages } from '../db/schema.ts';
import type { SeededPeople } from './demo-users.ts';
import type { Prng } from './prng.ts';

const minute = 60_000;
const day = 86_400_000;

type Template = (rng: Prng, at: number) => { title: string; content: string };

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const timeOf = (ms: number) => new Date(ms).toISOString().slice(11, 16);

const maintenance: Template = (rng, at) => {
  const when = dateOf(at + rng.int(1, 3) * day);
  const hour = rng.pick(['01:00', '02:00', '03:00']);
  return {
    title: `Scheduled maintenance on ${when} at ${hour} UTC`,
    content:
      `The platform will be under maintenance on ${when} from ${hour} UTC for about 30 minutes. ` +
      'Orders created during the window are queued and allocated when it ends; callbacks may arrive up to five minutes late. No action is needed on your side.',
  };
};

const features: Template[] = [
  () => ({
    title: 'New: install the back office on your phone',
    content: 'The back office can now be installed to your home screen from the browser menu. It opens like an app, keeps the last data you saw when the network drops, and tells you when it is showing older figures.',
  }),
  () => ({
    title: 'New: new-order alerts as system notifications',
    content: 'New orders can now raise a system notification with sound, even when the back office is in a background tab. Allow notifications when the browser asks; you can switch the sound off in your profile.',
  }),
  () => ({
    title: 'New: this inbox',
    content: 'Notices from the platform now arrive here. Mark a message read, remove it to the trash, or restore it from the trash; the badge counts what you have not read yet.',
  }),
];

const signIn: Template = (rng, at) => {
  const ip = `103.${rng.int(10, 250)}.${rng.int(0, 255)}.${rng.int(2, 250)}`;
  return {
    title: 'New sign-in to your account',
    content: `Your account signed in from ${ip} on ${dateOf(at)} at ${timeOf(at)} UTC. If this was not you, change your password at once and contact support.`,
  };
};

const settlement: Template = (_rng, at) => ({
  title: `Settlement of ${dateOf(at)} paid out`,
  content: `The weekly settlement of ${dateOf(at)} has been paid out. Fund records show the amount and your balance before and after it; contact support within 7 days if a figure looks wrong.`,
});

const holiday: Template = (rng, at) => {
  const when = dateOf(at + rng.int(2, 5) * day);
  return {
    title: `Bank holiday on ${when}: settlements may be delayed`,
    content: `Banks in India are closed on ${when}. UPI collections work as usual, but bank transfers and settlements requested that day are processed on the next working day.`,
  };
};

const accountOff: Template = (rng) => {
  const tail = rng.digits(4);
  return {
    title: `Receiving account ending ${tail} was switched off`,
    content: `The receiving account ending ${tail} reached its daily amount limit and was switched off automatically. It is switched on again at 00:00 IST, or you can switch it on now under Receiving accounts.`,
  };
};

const merchantKey: Template = () => ({
  title: 'Keep your merchant key secret',
  content: 'Sign every API request on your server, never in a browser or an app. If you think your merchant key has leaked, ask support for a new one; requests signed with the old key are refused from then on.',
});

const reconciliation: Template = (_rng, at) => ({
  title: `Reconciliation of ${dateOf(at - day)} finished`,
  content: `The nightly reconciliation of ${dateOf(at - day)} finished: every merchant and supplier balance matches the sum of its fund records.`,
});

function templatesFor(role: Role): Template[] {
  const common = [maintenance, ...features, signIn, holiday];
  if (role === 'merchant') return [...common, settlement, settlement, merchantKey];
  if (role === 'supplier') return [...common, settlement, accountOff, accountOff];
  return [...common, reconciliation, reconciliation];
}

/** Newest unread, oldest in the trash, one read in between; the rest by age (older, more often read). */
/** The newest four are unread (a demo and every browser-test run can read some), then one read. */
function stateFor(rng: Prng, index: number, count: number): MessageStateId {
  if (index < 4) return MessageState.unread;
  if (index === count - 1) return MessageState.trash;
  if (index === 4) return MessageState.readed;
  const age = index / count;
  return rng.weighted([
    [MessageState.unread, 1 - age],
    [MessageState.readed, 1 + age],
    [MessageState.trash, age],
  ]);
}

/**
 * 6 to 12 inbox messages for every active demo user over the 30 days before `now`, in all three
 * states, so the inbox, its counts and every move can be tried at once.
 */
export async function seedMessages(db: DbOrTx, rng: Prng, people: SeededPeople, now: Date): Promise<void> {
  const t0 = now.getTime();
  const deleted = new Set(people.merchants.filter((m) => m.deleted).map((m) => m.id));
  const rows: (typeof messages.$inferInsert)[] = [];
  for (const user of people.byAccount.values()) {
    if (deleted.has(user.id)) continue;
    const templates = templatesFor(user.role);
    const count = rng.int(6, 12);
    const times = Array.from({ length: count }, () => t0 - rng.int(10 * minute, 30 * day)).sort((a, b) => b - a);
    times.forEach((at, index) => {
      const state = stateFor(rng, index, count);
      const readAt = state === MessageState.unread ? null : new Date(Math.min(at + rng.int(5 * minute, 2 * day), t0 - minute));
      rows.push({ userId: user.id, ...rng.pick(templates)(rng, at), state, createdAt: new Date(at), readAt });
    });
  }
  // Oldest first, so ids grow with time like real mail.
  rows.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  await db.insert(messages).values(rows);
}
