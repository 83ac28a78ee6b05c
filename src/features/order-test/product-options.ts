import type { TestProduct } from '../../contract/index.ts';

/** Picker choices: the product's name with its id, the id merchants use in their own code. */
export const productOptions = (products: readonly TestProduct[]) =>
  products.map((p) => ({ label: `${p.name} (${p.productId})`, value: p.productId }));
