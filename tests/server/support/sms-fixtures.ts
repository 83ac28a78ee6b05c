/** Real-looking texts of three banks, each with the template that reads it. */
export const bankSms = {
  hdfc: {
    bankName: 'HDFC Bank',
    sender: 'HDFCBK',
    direction: 0,
    pattern: 'Rs.{amount} credited to a/c XX{tail} on {time} by {*}(UPI Ref No {utr}).',
    timeFormat: 'dd-MM-yy',
    example:
      'Rs.1500.00 credited to a/c XX7890 on 24-11-26 by a/c linked to VPA ravi@okhdfc (UPI Ref No 432118765432).',
    read: { amount: 150_000, utr: '432118765432', tail: '7890', balance: null, time: '2026-11-23T18:30:00.000Z' },
  },
  icici: {
    bankName: 'ICICI Bank',
    sender: 'ICICIB',
    direction: 0,
    pattern: 'ICICI Bank Acct XX{tail} credited with Rs {amount} on {time}; {*} credited. UPI:{utr}. {*}',
    timeFormat: 'dd-MMM-yy',
    example:
      'ICICI Bank Acct XX890 credited with Rs 2,500.00 on 24-Nov-26; RAVI KUMAR credited. UPI:432198765432. Call 18002662 for dispute. SMS BLOCK 890 to 9215676766.',
    read: { amount: 250_000, utr: '432198765432', tail: '890', balance: null, time: '2026-11-23T18:30:00.000Z' },
  },
  sbi: {
    bankName: 'State Bank of India',
    sender: '',
    direction: 0,
    pattern:
      'Dear Customer, your A/c X{tail} has been credited by Rs.{amount} on {time} transfer from {*} Ref No {utr}. Avl Bal Rs.{balance} -SBI',
    timeFormat: 'ddMMMyy HH:mm:ss',
    example:
      'Dear Customer, your A/c X4455 has been credited by Rs.3,000.00 on 24Nov26 14:05:33 transfer from PRIYA SHARMA Ref No 432187654321. Avl Bal Rs.45,210.50 -SBI',
    read: { amount: 300_000, utr: '432187654321', tail: '4455', balance: 4_521_050, time: '2026-11-24T08:35:33.000Z' },
  },
} as const;

export const templateInput = (t: (typeof bankSms)[keyof typeof bankSms]) => ({
  bankName: t.bankName,
  sender: t.sender,
  direction: t.direction,
  pattern: t.pattern,
  timeFormat: t.timeFormat,
  example: t.example,
});
