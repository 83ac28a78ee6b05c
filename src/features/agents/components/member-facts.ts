import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TeamMemberRow } from '../../../contract/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { googleLabels, yesNo } from '../labels.ts';

const texts = {
  resources: msg({ id: 'agents.texts.resourceCounts', message: '{count} ({enabled} on)' }),
  processing: msg({ id: 'agents.texts.processing', message: '{count} · {amount}' }),
};

/** The member's facts as the card and the detail say them. */
export function memberFacts(i18n: I18n, row: TeamMemberRow) {
  // Descriptors are built first: the catalog extractor cannot read a spread inside i18n._(…).
  const resources = { ...texts.resources, values: { count: row.resourceCount, enabled: row.enabledResourceCount } };
  const processing = {
    ...texts.processing,
    values: { count: row.processingOrderCount, amount: formatMoney(i18n, row.processingOrderAmount) },
  };
  return {
    acceptOrders: i18n._(row.acceptOrders ? yesNo.yes : yesNo.no),
    google: i18n._(row.googleBound ? googleLabels.confirmed : googleLabels.notConfirmed),
    resources: i18n._(resources),
    processing: i18n._(processing),
  };
}
