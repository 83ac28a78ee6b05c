import { ProductId } from '../../src/contract/products.ts';
import { demoRatesX100, productById } from './demo-catalog.ts';
import { indianBanks, indianMobile, indianPerson, kenyanMobile, kenyanPerson, ifscFor, upiFor } from './demo-names.ts';
import { tronAddress, type Prng } from './prng.ts';

/** Amount in INR paise: whole rupees from 100 to 50,000, most of them small and many round. */
export function orderAmount(rng: Prng): number {
  const u = rng.next();
  let rupees = Math.round(100 * Math.pow(500, u * u));
  if (rng.chance(0.6))
    rupees = rupees >= 1000 ? Math.round(rupees / 100) * 100 : Math.max(100, Math.round(rupees / 10) * 10);
  return Math.min(rupees, 50_000) * 100;
}

/** What the payer paid in the product's currency: USDT in millionths, KES in cents. */
export function currencyAmount(
  amountPaise: number,
  productId: number,
): { currency: string; value: number; rate: string } {
  const currency = productById(productId).currency;
  const rateX100 = demoRatesX100[currency];
  const scale = currency === 'USDT' ? 1_000_000 : 100;
  return { currency, value: Math.round((amountPaise * scale) / rateX100), rate: (rateX100 / 100).toFixed(2) };
}

/** The payer fields an order of this product carries (product 3, "optional by channel"). */
export function payerFor(rng: Prng, productId: number, amount: number): Record<string, string> {
  switch (productId) {
    case ProductId.usdtCollection: {
      const { value, rate } = currencyAmount(amount, productId);
      return {
        userName: indianPerson(rng).full,
        usdtAddress: tronAddress(rng),
        usdtCount: String(value),
        currency: 'USDT',
        exchangeRate: rate,
      };
    }
    case ProductId.kenyaCollection: {
      const { value, rate } = currencyAmount(amount, productId);
      return {
        userName: kenyanPerson(rng).full,
        phone: kenyanMobile(rng),
        currency: 'KES',
        currencyAmount: String(value),
        exchangeRate: rate,
      };
    }
    case ProductId.internationalCard:
    case ProductId.cardToCardFloat: {
      const bank = rng.pick(indianBanks);
      return {
        userName: indianPerson(rng).full,
        cardNumber: rng.number(16),
        bankName: bank.name,
        ifscCode: ifscFor(rng, bank),
      };
    }
    default: {
      const person = indianPerson(rng);
      return {
        userName: person.full,
        phone: indianMobile(rng),
        vpa: upiFor(rng, person, rng.pick(indianBanks)),
        mode: 'UPI',
      };
    }
  }
}
