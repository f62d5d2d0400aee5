import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, OPENAPI_INFO } from '#server/api.ts';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { coaches, sessions } from '#server/db/schema/index.ts';
import { signInAs, testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { ErrorSchema } from './openapi-responses.ts';

/**
 * Every operation of the OpenAPI document, sent arbitrary path parameters, query strings and bodies
 * (NUL bytes and other control characters, huge numbers, deep nesting, wrong types, long strings,
 * broken percent-escapes, text that is no JSON), signed out and signed in: the server never answers
 * 5xx (which, in tests, includes an answer the route does not declare), and every 4xx is the error
 * contract. Each request is plausible but for one hostile spot, so that it gets past the checks
 * of the other inputs to the code behind them. A fixed seed and a few runs per operation keep it
 * quick and repeatable.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };
type RawOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-access'?: string;
};
type Operation = { method: string; path: string; access: string; parameters: Parameter[]; body?: JsonSchema };

const SEED = 20_261_123;
const RUNS_PER_OPERATION = 16;

const document = createApi().getOpenAPI31Document(OPENAPI_INFO);
const components = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;

const operations: Operation[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, RawOperation>)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => {
      const content = op.requestBody?.content;
      return {
        method: method.toUpperCase(),
        path,
        access: op['x-access'] ?? 'public',
        parameters: op.parameters ?? [],
        body: content?.['application/json']?.schema,
      };
    }),
);

const resolve = (schema: JsonSchema): JsonSchema =>
  schema.$ref ? resolve(components[defined(schema.$ref.split('/').at(-1), 'the $ref name')] ?? {}) : schema;

/** Percent-encoding as a client would send it; a lone surrogate goes as the bytes a lax client sends. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

// Values no route should trip over, the known troublemakers most often (a NUL above all, which
// PostgreSQL refuses in text): a handful of runs per operation must meet them.
const controlCharacter = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 1, arbitrary: fc.constantFrom('\u0001', '\u001b', '\u007f', '\u0085') },
);
const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 4 }), controlCharacter)
  .map(([text, control]) => `${text}${control}${text}`);
const hostileString = fc.oneof(
  { weight: 8, arbitrary: withControlCharacter },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '%00',
      '%E0%A4%A',
      '../../etc/passwd',
      '',
      ' ',
      '\uD800',
      '-1',
      '1e309',
      "' or 1=1 --",
      '00000000-0000-4000-8000-000000000000',
    ),
  },
  { weight: 1, arbitrary: fc.constant('x'.repeat(5_000)) },
);
const hostileNumber = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(2 ** 31, 2 ** 53, 1e308) },
  { weight: 1, arbitrary: fc.constantFrom(-(2 ** 31) - 1, -1, 0.5, -0) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);
const deeplyNested = fc.constant(Array.from({ length: 2_000 }).reduce<unknown>((inner) => [inner], 'deep'));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  deeplyNested,
);

/** A value of the schema's kind, mostly one a careless check would let through, or anything at all. */
function hostileFor(input: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && depth < 4) return fc.oneof(...variants.map((v) => hostileFor(v, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const anything = { weight: 1, arbitrary: hostileValue };
  if (type === 'object' && depth < 4) {
    const keyed = Object.entries(schema.properties ?? {}).map(([key, property]) =>
      hostileFor(property, depth + 1).map((value) => ({ [key]: value })),
    );
    const oneBadKey = fc.tuple(hostileString, hostileValue).map(([key, value]) => ({ [key]: value }));
    return fc.oneof({ weight: 3, arbitrary: fc.oneof(...keyed, oneBadKey) }, anything);
  }
  if (type === 'array' && schema.items && depth < 4) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.array(hostileFor(schema.items, depth + 1), { maxLength: 3 }) },
      anything,
    );
  }
  if (type === 'integer' || type === 'number')
    return fc.oneof({ weight: 4, arbitrary: hostileNumber }, anything);
  if (type === 'string') return fc.oneof({ weight: 4, arbitrary: hostileString }, anything);
  return hostileValue;
}

/** A value the schema takes, or close to it: so that the one hostile field is what is tested. */
function plausibleFor(input: JsonSchema): unknown {
  const schema = resolve(input);
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return plausibleFor(defined(variants[0], 'the first variant'));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    return Object.fromEntries(
      (schema.required ?? []).map((key) => [key, plausibleFor(schema.properties?.[key] ?? {})]),
    );
  }
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'uri') return 'https://example.com/a.png';
  return 'plain';
}

/** The JSON body with one field made hostile, or a whole body that is hostile (or no JSON at all). */
function hostileBody(schema: JsonSchema) {
  const base = plausibleFor(schema) as Record<string, unknown>;
  const properties = Object.entries(resolve(schema).properties ?? {});
  const oneField = properties.map(([key, property]) =>
    hostileFor(property).map((value) => JSON.stringify({ ...base, [key]: value })),
  );
  const whole = fc.oneof(
    hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
    fc.constantFrom('', '{', 'not json', '{"a":}', '\u0000', '['.repeat(10_000), '1e999'),
  );
  return oneField.length ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...oneField) }, whole) : whole;
}

/** A path segment as sent on the wire: encoded hostile text, or escapes that do not decode. */
const hostileSegment = fc.oneof(
  { weight: 4, arbitrary: hostileString.filter((s) => s !== '').map(encode) },
  { weight: 2, arbitrary: fc.constantFrom('%00', 'a%00b') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('%E0%A4%A', '%', '%zz', '%C0%AE%C0%AE', '%2e%2e', '%2F', 'x'.repeat(300)),
  },
  { weight: 1, arbitrary: fc.uuid() },
);

/** A query value as sent: encoded hostile text, or escapes that do not decode. */
const hostileQueryValue = fc.oneof(
  { weight: 3, arbitrary: hostileString.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('%00', '%E0%A4%A', '%', '%zz', '99999999999999999999') },
);

type Spot = { segments: string[]; query: string; body?: string; contentType: string };

/** One request: everything plausible but one spot (a path parameter, the query, or the body). */
function requestFor(op: Operation, known: { uuid: string; slug: string }) {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const plausibleSegments = pathParams.map((p) => (p.schema?.format === 'uuid' ? known.uuid : known.slug));
  const plausibleBody = op.body ? JSON.stringify(plausibleFor(op.body)) : undefined;
  const plain: Spot = {
    segments: plausibleSegments,
    query: '',
    body: plausibleBody,
    contentType: 'application/json',
  };
  const spots: fc.Arbitrary<Spot>[] = [
    ...pathParams.flatMap((_, index) => {
      const segmentSpot = hostileSegment.map((segment) => ({
        ...plain,
        segments: plausibleSegments.with(index, segment),
      }));
      return [segmentSpot, segmentSpot];
    }),
    fc
      .tuple(
        queryNames.length ? fc.constantFrom(...queryNames) : hostileString.map(encode),
        hostileQueryValue,
      )
      .map(([name, value]) => ({ ...plain, query: `${name}=${value}` })),
  ];
  if (op.method !== 'GET') {
    const body = op.body ? hostileBody(op.body) : hostileBody({});
    // The body is where most of the input is: it gets the most runs.
    const bodySpot = body.map((text) => ({ ...plain, body: text }));
    spots.push(bodySpot, bodySpot, bodySpot, fc.constant({ ...plain, body: 'x', contentType: 'text/plain' }));
  }
  // Routes for a signed-in user answer 401 before looking at the input: they are mostly sent signed in.
  const signedIn =
    op.access === 'public'
      ? fc.boolean()
      : fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, fc.constant(false));
  return fc.tuple(fc.oneof(...spots), signedIn);
}

let t: TestApp;
let member: TestClient;
let visitor: TestClient;
/** A session's id and an advisor's slug, so that the other inputs reach past the lookup. */
const known = { uuid: '', slug: '' };

beforeAll(async () => {
  t = await createTestApp();
  visitor = testClient(t);
  const [session] = await t.db.select({ id: sessions.id }).from(sessions).limit(1);
  const [coach] = await t.db.select({ slug: coaches.slug }).from(coaches).limit(1);
  known.uuid = defined(session, 'a session').id;
  known.slug = defined(coach, 'an advisor').slug;
  member = (await signInAs(t, DEMO_USERS[2])).client;
});
afterAll(() => t.close());

describe('every API operation withstands arbitrary input', () => {
  it('the document lists the operations', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_, op) => {
    // A fresh sign-in reaches past re-authentication to the input; signing every device out (which
    // a run may well do) is undone before the next operation.
    if ((await member.get('/api/me/profile')).status === 401)
      member = (await signInAs(t, DEMO_USERS[2])).client;
    await fc.assert(
      fc.asyncProperty(requestFor(op, known), async ([spot, signedIn]) => {
        let i = 0;
        const path = op.path.replace(/\{[^}]+\}/g, () => defined(spot.segments[i++], 'a path segment'));
        const target = `/api${path}${spot.query ? `?${spot.query}` : ''}`;
        const res = await (signedIn ? member : visitor).request(target, {
          method: op.method,
          headers: spot.body === undefined ? {} : { 'content-type': spot.contentType },
          body: spot.body,
        });
        const text = await res.text();
        const label = `${op.method} ${target} ${signedIn ? 'signed in' : 'signed out'} ${String(spot.body).slice(0, 200)} → ${res.status}: ${text.slice(0, 300)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status >= 400) expect(ErrorSchema.safeParse(JSON.parse(text)).success, label).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
    );
  });
});
