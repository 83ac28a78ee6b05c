import {
  Code,
  languages,
  type CallParsed,
  type Language,
  type RelayBotInfo,
  type RelayGroupRow,
  type RelayPairRow,
  type RelayRow,
  type relayBotCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { settingValue } from '../system-config/index.ts';
import {
  findRelayGroup,
  listRelayGroups,
  listRelayPairs,
  listRelays,
  replyCounts,
  setUnifiedQuery,
  type RelayGroupRecord,
} from './relay-repository.ts';
import { statusAnswer } from './admin.ts';
import { readStatus } from './repository.ts';

type Input<K extends keyof typeof relayBotCalls> = CallParsed<(typeof relayBotCalls)[K]>;

const isLanguage = (v: string | null): v is Language => v !== null && (languages as readonly string[]).includes(v);

function toRow(g: RelayGroupRecord): RelayGroupRow {
  return {
    chatId: g.chatId,
    title: g.title,
    userId: g.userId,
    userName: g.userName ?? '',
    userAccount: g.userAccount ?? '',
    userRole: g.userRole === 'merchant' || g.userRole === 'supplier' ? g.userRole : null,
    whitelisted: g.whitelisted === true,
    language: isLanguage(g.language) ? g.language : 'zh-CN',
    unifiedQuery: g.unifiedQuery,
    joinTime: g.joinedAt.toISOString(),
    leftTime: g.leftAt?.toISOString() ?? null,
  };
}

/** GET /v1.0/relayBot/info: like the main bot's, from the relay bot's own `bot_status` row. */
export async function relayInfo(_input: unknown, ctx: AuthedContext): Promise<RelayBotInfo> {
  const [token, status, unified, pictures] = await Promise.all([
    settingValue(ctx.db, 'TransferBotToken'),
    readStatus(ctx.db, 'relay'),
    settingValue(ctx.db, 'SupplierUnifyQueryGroup'),
    settingValue(ctx.db, 'AllowPictureQueryOrder'),
  ]);
  return { ...statusAnswer(token, status, ctx), unifiedOn: unified === true, picturesOn: pictures === true };
}

export async function relayGroupList(input: Input<'groups'>, ctx: AuthedContext): Promise<RelayGroupRow[]> {
  return (await listRelayGroups(ctx.db, input.includeLeft)).map(toRow);
}

/** POST setUnifiedGroup: the one group every proof goes to while SupplierUnifyQueryGroup is on. */
export async function setUnifiedGroup(input: Input<'setUnifiedGroup'>, ctx: AuthedContext): Promise<RelayGroupRow> {
  return ctx.db.transaction(async (tx) => {
    const before = await findRelayGroup(tx, input.chatId);
    if (!before || (input.unified && before.leftAt !== null))
      throw new ApiError(Code.notFound, 'errors.botGroupNotFound');
    const previous = (await listRelayGroups(tx, true)).find((g) => g.unifiedQuery);
    await setUnifiedQuery(tx, input.chatId, input.unified, ctx.clock.now());
    const after = (await findRelayGroup(tx, input.chatId))!;
    await audit(
      tx,
      ctx,
      'botGroup.unifiedQuery',
      `botGroup:${input.chatId}`,
      { unifiedQuery: before.unifiedQuery, previousChatId: previous?.chatId ?? null },
      { unifiedQuery: after.unifiedQuery },
    );
    return toRow(after);
  });
}

export async function relayPairList(input: Input<'pairs'>, ctx: AuthedContext): Promise<RelayPairRow[]> {
  const [pairs, replies] = await Promise.all([listRelayPairs(ctx.db, input), replyCounts(ctx.db, input)]);
  return pairs.map((p) => {
    // Replies go the other way: from the supplier group back to the merchant group.
    const back = replies.filter((r) => r.from === p.supplierChatId && r.to === p.merchantChatId);
    const last = [p.lastTime, ...back.map((r) => r.last)]
      .filter((d): d is Date => d !== null)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    return {
      merchantChatId: p.merchantChatId,
      merchantChatTitle: p.merchantChatTitle ?? '',
      merchantId: p.merchantId,
      merchantName: p.merchantName ?? '',
      supplierChatId: p.supplierChatId,
      supplierChatTitle: p.supplierChatTitle ?? '',
      supplierId: p.supplierId,
      supplierName: p.supplierName ?? '',
      proofCount: Number(p.proofCount),
      replyCount: back.reduce((n, r) => n + Number(r.n), 0),
      lastTime: (last ?? new Date(0)).toISOString(),
    };
  });
}

export async function relayList(input: Input<'relays'>, ctx: AuthedContext): Promise<RelayRow[]> {
  return (await listRelays(ctx.db, input)).map((r) => ({
    id: r.id,
    kind: r.kind === 'reply' ? 'reply' : 'proof',
    sourceChatId: r.sourceChatId,
    sourceTitle: r.sourceTitle ?? '',
    targetChatId: r.targetChatId,
    targetTitle: r.targetTitle ?? '',
    orderCode: r.orderCode,
    merchantName: r.merchantName ?? '',
    supplierName: r.supplierName ?? '',
    createTime: r.createdAt.toISOString(),
  }));
}
