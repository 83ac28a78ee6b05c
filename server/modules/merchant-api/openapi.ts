import { z } from 'zod';
import {
  createdOrderSchema,
  createdPayoutSchema,
  merchantApiCalls,
  merchantBalanceSchema,
  merchantOrderSchema,
  merchantPayoutSchema,
  orderCallbackSchema,
  orderCreateCalls,
  payoutCallbackSchema,
  payoutCalls,
  testDriveSchema,
  type CallDef,
} from '../../../src/contract/index.ts';
import { merchantErrorCodes } from './error-codes.ts';

/**
 * The merchant API as an OpenAPI 3.1 document (decision 112), generated from the zod schemas the
 * server parses with, so the description cannot drift from what is checked: a request body is the
 * call's input as a JSON Schema, an answer the envelope around the output schema, a callback the
 * schema of its body (as `webhooks`). Served at GET /v1.0/api/openapi.json and written to
 * docs/merchant-api.openapi.json by `npm run openapi:docs`.
 */

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without the `$schema` key a component may not repeat. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms have no JSON Schema form: the checks they make are named in the
  // descriptions and the error list instead of being dropped silently from a stricter schema.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The signed calls of the document, each with its contract call and the schema of its answer's `data`. */
export const merchantOperations = [
  {
    id: 'createOrder',
    call: orderCreateCalls.create,
    output: createdOrderSchema,
    summary: 'Create a collection order',
    description:
      'The payer pays at `payUrl`. The same `mchOrderNo` with the same parameters answers the first order; with other parameters 409 `errors.mchOrderNoConflict`. Keys beyond the named ones are the channel\u2019s payer fields; they are signed like the others.',
  },
  {
    id: 'createPayout',
    call: payoutCalls.apiCreate,
    output: createdPayoutSchema,
    summary: 'Create a payout',
    description:
      'Which payee fields are required depends on the product: bank payouts `cardNumber`, `bankBranch`, `address` (and `ifsc` for INR); USDT payouts `walletAddress` and `usdtAmount`.',
  },
  {
    id: 'queryOrder',
    call: merchantApiCalls.orderQuery,
    output: merchantOrderSchema,
    summary: 'Query a collection order',
    description:
      'By `mchOrderNo` or `orderCode` (both given: both must match). Another merchant\u2019s order is 404 like a missing one.',
  },
  {
    id: 'queryPayout',
    call: merchantApiCalls.payoutQuery,
    output: merchantPayoutSchema,
    summary: 'Query a payout',
    description: 'By `mchOrderNo` or `orderCode` (both given: both must match).',
  },
  {
    id: 'queryBalance',
    call: merchantApiCalls.balanceQuery,
    output: merchantBalanceSchema,
    summary: 'Query the balance',
    description: 'Minor units; `availableBalance` = `balance` - `frozenBalance`.',
  },
  {
    id: 'testDrive',
    call: merchantApiCalls.testDrive,
    output: testDriveSchema,
    summary: 'Drive a test order or payout to an outcome (test mode)',
    description:
      'Signed with the test key only (the live key is refused, 403 `errors.testKeyRequired`). A test order may become `paid`, `timedOut` or `rejected`; a test payout `paid`, `rejected` or `cancelled`. The move fires the callback a live one would, signed with the test key; no balance changes.',
  },
] as const satisfies readonly { id: string; call: CallDef; output: z.ZodType; summary: string; description: string }[];

export const merchantWebhooks = [
  { id: 'orderCallback', schema: orderCallbackSchema, summary: 'A collection order reached an outcome' },
  { id: 'payoutCallback', schema: payoutCallbackSchema, summary: 'A payout reached an outcome' },
] as const;

const signing = `## Signing

Every call is a \`POST\` with a JSON body; nothing outside the body is signed, so a query string is
refused. The body carries \`mchId\` (the merchant's user id) and \`sign\`:

1. Take every parameter except \`sign\` whose value is not empty (strings \`""\`, \`null\` and absent
   fields are left out; numbers and booleans take part as written).
2. Sort them by name and join them as \`name=value\` with \`&\`, then append \`&key=<merchant key>\`.
3. Hash the UTF-8 text with the merchant's sign type (MD5 by default, or SHA256) and write it as
   upper-case hex.

A value may not contain \`&\`; a name is letters, digits and \`_\`. The merchant's IP whitelist, when
it has one, is checked after the signature.

Callbacks (\`webhooks\`) are signed the same way with the merchant's key. Verify the signature, refuse
a \`timestamp\` more than 5 minutes from your clock, drop an \`eventId\` already seen, then answer HTTP
2xx with the body \`success\`.

Answers are \`{code, msg, data}\`; \`code\` 200 is success. A refusal carries \`msgId\`, the stable code
to program against (listed under \`x-error-codes\` and in each answer's description).`;

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { code: { const: 200 }, msg: { type: 'string' }, data },
  required: ['code', 'msg', 'data'],
});

const errorEnvelope: JsonSchema = {
  type: 'object',
  properties: {
    code: { type: 'integer', description: 'The envelope code, also the HTTP status.' },
    msg: { type: 'string', description: 'English text; it may be reworded.' },
    msgId: { type: 'string', enum: merchantErrorCodes.map((e) => e.msgId), description: 'The stable code.' },
    msgValues: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    data: {},
  },
  required: ['code', 'msg', 'msgId'],
};

function errorResponses(): Record<string, JsonSchema> {
  const byStatus = new Map<number, string[]>();
  for (const e of merchantErrorCodes) byStatus.set(e.code, [...(byStatus.get(e.code) ?? []), e.msgId]);
  return Object.fromEntries(
    [...byStatus].map(([status, ids]) => [
      String(status),
      {
        description: ids.map((id) => `\`${id}\``).join(', '),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

/** The API's version, as its paths name it (`/v1.0/…`). */
const apiVersion = '1.0.0';

export function merchantOpenApi(): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const op of merchantOperations) {
    paths[op.call.path] = {
      post: {
        operationId: op.id,
        summary: op.summary,
        description: op.description,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchemaOf(op.call.input, 'input') } },
        },
        responses: {
          '200': {
            description: 'Success',
            content: { 'application/json': { schema: envelope(jsonSchemaOf(op.output, 'output')) } },
          },
          ...errorResponses(),
        },
      },
    };
  }
  const webhooks: Record<string, JsonSchema> = {};
  for (const hook of merchantWebhooks) {
    webhooks[hook.id] = {
      post: {
        operationId: hook.id,
        summary: hook.summary,
        description: 'POSTed to the `notifyUrl` given at create; retried with backoff until answered `success`.',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchemaOf(hook.schema, 'output') } },
        },
        responses: {
          '200': {
            description: 'Received: the body is `success`.',
            content: { 'text/plain': { schema: { const: 'success' } } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Merchant API', version: apiVersion, description: signing },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    webhooks,
    components: { schemas: { Error: errorEnvelope } },
    'x-error-codes': merchantErrorCodes.map((e) => ({ ...e })),
  };
}
