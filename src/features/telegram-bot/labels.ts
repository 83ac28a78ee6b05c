import { msg } from '@lingui/core/macro';
import type { BotState } from '../../contract/index.ts';

export const botLabels = {
  token: msg({ id: 'telegramBot.labels.token', message: 'Bot token' }),
  name: msg({ id: 'telegramBot.labels.name', message: 'Name' }),
  username: msg({ id: 'telegramBot.labels.username', message: 'Username' }),
  state: msg({ id: 'telegramBot.labels.state', message: 'State' }),
  since: msg({ id: 'telegramBot.labels.since', message: 'Since' }),
  mode: msg({ id: 'telegramBot.labels.mode', message: 'Updates by' }),
  instance: msg({ id: 'telegramBot.labels.instance', message: 'Server instance' }),
  lastError: msg({ id: 'telegramBot.labels.lastError', message: 'Last error' }),
  chatId: msg({ id: 'telegramBot.labels.chatId', message: 'Chat id' }),
  owner: msg({ id: 'telegramBot.labels.owner', message: 'Belongs to' }),
  language: msg({ id: 'telegramBot.labels.language', message: 'Answer language' }),
  whitelisted: msg({ id: 'telegramBot.labels.whitelisted', message: 'Whitelisted' }),
  joined: msg({ id: 'telegramBot.labels.joined', message: 'Bot added' }),
  tgUserId: msg({ id: 'telegramBot.labels.tgUserId', message: 'Telegram user id' }),
  userName: msg({ id: 'telegramBot.labels.userName', message: 'Name' }),
  remark: msg({ id: 'telegramBot.labels.remark', message: 'Remark' }),
  staff: msg({ id: 'telegramBot.labels.staff', message: 'Staff account' }),
};

export const stateLabels: Record<BotState, ReturnType<typeof msg>> = {
  running: msg({ id: 'telegramBot.states.running', message: 'Running' }),
  stopped: msg({ id: 'telegramBot.states.stopped', message: 'Stopped' }),
  error: msg({ id: 'telegramBot.states.error', message: 'Error' }),
};

export const modeLabels = {
  polling: msg({ id: 'telegramBot.modes.polling', message: 'Long polling' }),
  webhook: msg({ id: 'telegramBot.modes.webhook', message: 'Webhook' }),
};

export const botActionLabels = {
  setToken: msg({ id: 'telegramBot.buttons.setToken', message: 'Set token' }),
  clearToken: msg({ id: 'telegramBot.buttons.clearToken', message: 'Remove token' }),
  bind: msg({ id: 'telegramBot.buttons.bind', message: 'Bind' }),
  rebind: msg({ id: 'telegramBot.buttons.rebind', message: 'Change owner' }),
  unbind: msg({ id: 'telegramBot.buttons.unbind', message: 'Unbind' }),
  language: msg({ id: 'telegramBot.buttons.language', message: 'Language' }),
  whitelist: msg({ id: 'telegramBot.buttons.whitelist', message: 'Allow' }),
  unwhitelist: msg({ id: 'telegramBot.buttons.unwhitelist', message: 'Disallow' }),
  addUser: msg({ id: 'telegramBot.buttons.addUser', message: 'Add user' }),
  editUser: msg({ id: 'telegramBot.buttons.editUser', message: 'Edit' }),
  removeUser: msg({ id: 'telegramBot.buttons.removeUser', message: 'Remove' }),
};

export const botFailures = {
  token: msg({ id: 'telegramBot.errors.tokenFailed', message: 'Saving the token failed' }),
  bind: msg({ id: 'telegramBot.errors.bindFailed', message: 'Binding the group failed' }),
  change: msg({ id: 'telegramBot.errors.changeFailed', message: 'The change was not saved' }),
  user: msg({ id: 'telegramBot.errors.userFailed', message: 'Saving the user failed' }),
};

export const relayLabels = {
  pictures: msg({
    id: 'relayBot.labels.pictures',
    message: 'Photos with an order in the caption (AllowPictureQueryOrder)',
  }),
  unified: msg({ id: 'relayBot.labels.unified', message: 'Unified supplier query group (SupplierUnifyQueryGroup)' }),
  unifiedGroup: msg({ id: 'relayBot.labels.unifiedGroup', message: 'Unified query group' }),
  mark: msg({ id: 'relayBot.buttons.markUnified', message: 'Make unified query group' }),
  unmark: msg({ id: 'relayBot.buttons.unmarkUnified', message: 'Unmark unified query group' }),
  merchant: msg({ id: 'relayBot.labels.merchant', message: 'Merchant' }),
  supplier: msg({ id: 'relayBot.labels.supplier', message: 'Supplier' }),
  proofs: msg({ id: 'relayBot.labels.proofs', message: 'Proofs relayed' }),
  replies: msg({ id: 'relayBot.labels.replies', message: 'Replies back' }),
  lastRelay: msg({ id: 'relayBot.labels.lastRelay', message: 'Last relay' }),
  from: msg({ id: 'relayBot.labels.from', message: 'From' }),
  to: msg({ id: 'relayBot.labels.to', message: 'To' }),
  time: msg({ id: 'relayBot.labels.time', message: 'Time' }),
};

export const relayKindLabels = {
  proof: msg({ id: 'relayBot.kinds.proof', message: 'Proof' }),
  reply: msg({ id: 'relayBot.kinds.reply', message: 'Reply' }),
};
