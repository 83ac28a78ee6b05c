/**
 * `npm run openapi:docs`: writes docs/merchant-api.openapi.json, the OpenAPI document of the
 * merchant API generated from the contract (decision 112). tests/server/merchant-openapi.test.ts
 * fails when the committed file differs from what the contract generates.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { merchantOpenApi } from '../server/modules/merchant-api/openapi.ts';

export const openApiFile = fileURLToPath(new URL('../docs/merchant-api.openapi.json', import.meta.url));

export const openApiText = (): string => `${JSON.stringify(merchantOpenApi(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(openApiFile, openApiText());
  console.log(`wrote ${openApiFile}`);
}
