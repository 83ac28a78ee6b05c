/** "HDFC Bank ••1234 (#12)": the account a chain or supplement belongs to. */
export const accountText = (r: { bankName: string; cardTail: string; resourceId: number }) =>
  `${r.bankName || '—'} ••${r.cardTail || '----'} (#${r.resourceId})`;
