/**
 * How a list names a card or a wallet without showing all of it (decision 068): a card by its
 * last four digits, a wallet address by its ends. The detail views show the whole number.
 */
export const cardTail = (cardNumber: string): string => `••${cardNumber.slice(-4)}`;

export const walletEnds = (address: string): string =>
  address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
