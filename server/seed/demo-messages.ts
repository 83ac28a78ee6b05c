import { MessageState, type MessageStateId, type MessageTranslations } from '../../src/contract/api/messages.ts';
import type { Role } from '../../src/contract/roles.ts';
import type { DbOrTx } from '../db/client.ts';
import { messages } from '../db/schema.ts';
import type { SeededPeople } from './demo-users.ts';
import type { Prng } from './prng.ts';

const minute = 60_000;
const day = 86_400_000;

type Text = { title: string; content: string };
/** A message in English (as stored) with its Chinese versions, which the inbox answers by language. */
type Message = Text & { translations: MessageTranslations };
type Template = (rng: Prng, at: number) => Message;

const three = (en: Text, zhCN: Text, zhTW: Text): Message => ({
  ...en,
  translations: { 'zh-CN': zhCN, 'zh-TW': zhTW },
});

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const timeOf = (ms: number) => new Date(ms).toISOString().slice(11, 16);

const maintenance: Template = (rng, at) => {
  const when = dateOf(at + rng.int(1, 3) * day);
  const hour = rng.pick(['01:00', '02:00', '03:00']);
  return three(
    {
      title: `Scheduled maintenance on ${when} at ${hour} UTC`,
      content:
        `The platform will be under maintenance on ${when} from ${hour} UTC for about 30 minutes. ` +
        'Orders created during the window are queued and allocated when it ends; callbacks may arrive up to five minutes late. No action is needed on your side.',
    },
    {
      title: `${when} ${hour} UTC 计划维护`,
      content: `平台将于 ${when} ${hour} UTC 起维护约 30 分钟。维护期间创建的订单会排队，结束后再分配；回调最多可能延迟五分钟。您无需做任何操作。`,
    },
    {
      title: `${when} ${hour} UTC 計畫維護`,
      content: `平台將於 ${when} ${hour} UTC 起維護約 30 分鐘。維護期間建立的訂單會排隊，結束後再分配；回調最多可能延遲五分鐘。您無需做任何操作。`,
    },
  );
};

const features: Template[] = [
  () =>
    three(
      {
        title: 'New: install the app on your phone',
        content:
          'The app can now be installed to your home screen from the browser menu. It opens like an app, keeps the last data you saw when the network drops, and tells you when it is showing older figures.',
      },
      {
        title: '新功能：把应用安装到手机',
        content:
          '现在可以从浏览器菜单把应用安装到主屏幕。它像普通应用一样打开，断网时保留您最后看到的数据，并在显示较旧数据时提示您。',
      },
      {
        title: '新功能：把應用程式安裝到手機',
        content:
          '現在可以從瀏覽器選單把應用程式安裝到主畫面。它像一般應用程式一樣開啟，斷網時保留您最後看到的資料，並在顯示較舊資料時提示您。',
      },
    ),
  () =>
    three(
      {
        title: 'New: new-order alerts as system notifications',
        content:
          'New orders can now raise a system notification with sound, even when the app is in a background tab. Allow notifications when the app asks; you can switch the sound off in your profile.',
      },
      {
        title: '新功能：新订单以系统通知提醒',
        content:
          '即使应用在后台标签页，新订单现在也能发出带声音的系统通知。应用询问时请允许通知；您可以在个人中心关闭声音。',
      },
      {
        title: '新功能：新訂單以系統通知提醒',
        content:
          '即使應用程式在背景分頁，新訂單現在也能發出帶聲音的系統通知。應用程式詢問時請允許通知；您可以在個人中心關閉聲音。',
      },
    ),
  () =>
    three(
      {
        title: 'New: this inbox',
        content:
          'Notices from the platform now arrive here. Mark a message read, remove it to the trash, or restore it from the trash; the badge counts what you have not read yet.',
      },
      {
        title: '新功能：消息中心',
        content: '平台的通知现在会发到这里。您可以把消息标为已读、移到回收站，或从回收站恢复；角标显示尚未阅读的数量。',
      },
      {
        title: '新功能：訊息中心',
        content: '平台的通知現在會發到這裡。您可以把訊息標為已讀、移到回收站，或從回收站還原；角標顯示尚未閱讀的數量。',
      },
    ),
];

const signIn: Template = (rng, at) => {
  const ip = `103.${rng.int(10, 250)}.${rng.int(0, 255)}.${rng.int(2, 250)}`;
  return three(
    {
      title: 'New sign-in to your account',
      content: `Your account signed in from ${ip} on ${dateOf(at)} at ${timeOf(at)} UTC. If this was not you, change your password at once and contact support.`,
    },
    {
      title: '您的账户有新的登录',
      content: `您的账户于 ${dateOf(at)} ${timeOf(at)} UTC 从 ${ip} 登录。如果不是您本人，请立即修改密码并联系客服。`,
    },
    {
      title: '您的帳戶有新的登入',
      content: `您的帳戶於 ${dateOf(at)} ${timeOf(at)} UTC 從 ${ip} 登入。如果不是您本人，請立即修改密碼並聯絡客服。`,
    },
  );
};

const settlement: Template = (_rng, at) =>
  three(
    {
      title: `Settlement of ${dateOf(at)} paid out`,
      content: `The weekly settlement of ${dateOf(at)} has been paid out. Fund records show the amount and your balance before and after it; contact support within 7 days if a figure looks wrong.`,
    },
    {
      title: `${dateOf(at)} 的结算已付款`,
      content: `${dateOf(at)} 的每周结算已付款。资金记录中有金额以及结算前后的余额；如有数字不对，请在 7 天内联系客服。`,
    },
    {
      title: `${dateOf(at)} 的結算已付款`,
      content: `${dateOf(at)} 的每週結算已付款。資金記錄中有金額以及結算前後的餘額；如有數字不對，請在 7 天內聯絡客服。`,
    },
  );

const holiday: Template = (rng, at) => {
  const when = dateOf(at + rng.int(2, 5) * day);
  return three(
    {
      title: `Bank holiday on ${when}: settlements may be delayed`,
      content: `Banks in India are closed on ${when}. UPI collections work as usual, but bank transfers and settlements requested that day are processed on the next working day.`,
    },
    {
      title: `${when} 银行假日：结算可能延迟`,
      content: `印度的银行于 ${when} 休息。UPI 代收照常进行，但当天申请的银行转账和结算将在下一个工作日处理。`,
    },
    {
      title: `${when} 銀行假日：結算可能延遲`,
      content: `印度的銀行於 ${when} 休息。UPI 代收照常進行，但當天申請的銀行轉帳和結算將在下一個工作日處理。`,
    },
  );
};

const accountOff: Template = (rng) => {
  const tail = rng.digits(4);
  return three(
    {
      title: `Receiving account ending ${tail} was switched off`,
      content: `The receiving account ending ${tail} reached its daily amount limit and was switched off automatically. It is switched on again at 00:00 IST, or you can switch it on now under Receiving accounts.`,
    },
    {
      title: `尾号 ${tail} 的收款账户已关闭`,
      content: `尾号 ${tail} 的收款账户已达到每日金额限额，已自动关闭。它会在印度时间 00:00 重新开启，您也可以现在在“收款账户”中开启。`,
    },
    {
      title: `尾號 ${tail} 的收款帳戶已關閉`,
      content: `尾號 ${tail} 的收款帳戶已達到每日金額限額，已自動關閉。它會在印度時間 00:00 重新開啟，您也可以現在在「收款帳戶」中開啟。`,
    },
  );
};

const merchantKey: Template = () =>
  three(
    {
      title: 'Keep your merchant key secret',
      content:
        'Sign every API request on your server, never in a browser or an app. If you think your merchant key has leaked, ask support for a new one; requests signed with the old key are refused from then on.',
    },
    {
      title: '请妥善保管商户密钥',
      content:
        '请在您的服务器上为每个 API 请求签名，不要在浏览器或应用中签名。如果您认为商户密钥已泄露，请联系客服重置；此后用旧密钥签名的请求都会被拒绝。',
    },
    {
      title: '請妥善保管商戶密鑰',
      content:
        '請在您的伺服器上為每個 API 請求簽名，不要在瀏覽器或應用程式中簽名。如果您認為商戶密鑰已外洩，請聯絡客服重設；此後用舊密鑰簽名的請求都會被拒絕。',
    },
  );

const reconciliation: Template = (_rng, at) =>
  three(
    {
      title: `Reconciliation of ${dateOf(at - day)} finished`,
      content: `The nightly reconciliation of ${dateOf(at - day)} finished: every merchant and supplier balance matches the sum of its fund records.`,
    },
    {
      title: `${dateOf(at - day)} 的对账已完成`,
      content: `${dateOf(at - day)} 的夜间对账已完成：每个商户和供应商的余额都与其资金记录之和相符。`,
    },
    {
      title: `${dateOf(at - day)} 的對帳已完成`,
      content: `${dateOf(at - day)} 的夜間對帳已完成：每個商戶和供應商的餘額都與其資金記錄之和相符。`,
    },
  );

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
      const readAt =
        state === MessageState.unread ? null : new Date(Math.min(at + rng.int(5 * minute, 2 * day), t0 - minute));
      rows.push({ userId: user.id, ...rng.pick(templates)(rng, at), state, createdAt: new Date(at), readAt });
    });
  }
  // Oldest first, so ids grow with time like real mail.
  rows.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  await db.insert(messages).values(rows);
}
