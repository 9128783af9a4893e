import fc from 'fast-check';

/** The subset of JSON Schema the OpenAPI document uses (fastify-type-provider-zod output). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  maxItems?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** Strings that have broken servers before: control characters, lone surrogates, injection, paths. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  '\r\n\r\nX-Injected: 1',
  '\uD800',
  'a\uDC00b',
  '\u202Eabc',
  '\uFEFF',
  '\u200B\u200C\u200D',
  'Nguyễn Thị Hoà 漢字 🚀👩‍👩‍👧',
  "' OR 1=1 --",
  '"; drop table users; --',
  "1'); select pg_sleep(0); --",
  '%',
  '%00',
  '%zz',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(40),
  '-9223372036854775809',
  '0x7fffffff',
  'true',
  'null',
  '[]',
  '{}',
];

export const NASTY_NUMBERS = [0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MIN_VALUE];

const nastyString = fc.constantFrom(...NASTY_STRINGS);

/** Any odd string: generated unicode (control characters included), a nasty constant, or a long one. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'ế', '𝔘', '\u0000', ' '), fc.integer({ min: 1_000, max: 200_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

/** Any JSON value of the wrong kind for a field. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddString },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { a: 1 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function clampLength(min: number | undefined, max: number | undefined) {
  const minLength = Math.min(min ?? 0, 40);
  return { minLength, maxLength: Math.max(minLength, Math.min(max ?? 40, 40)) };
}

/** Valid-looking values for a schema: what a well-behaved client would send. */
export function valueFor(schema: JsonSchema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const options = schema.anyOf ?? schema.oneOf;
  let arbitrary: fc.Arbitrary<unknown>;
  if (options?.length) arbitrary = fc.oneof(...options.map((option) => valueFor(option, name, depth + 1)));
  else if (schema.allOf?.length) arbitrary = valueFor(schema.allOf[0], name, depth + 1);
  else if (schema.enum?.length) arbitrary = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) arbitrary = fc.constant(schema.const);
  else {
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'object': {
        const properties = schema.properties ?? {};
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, property] of Object.entries(properties)) record[key] = valueFor(property, key, depth + 1);
        arbitrary = fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
        break;
      }
      case 'array':
        arbitrary = fc.array(valueFor(schema.items, name, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, 3),
          maxLength: Math.max(Math.min(schema.minItems ?? 0, 3), Math.min(schema.maxItems ?? 3, 3)),
        });
        break;
      case 'integer': {
        const min = lowerBound(schema, 1) ?? -1_000;
        const max = upperBound(schema, 1) ?? Math.max(min, 0) + 1_000;
        arbitrary = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
        break;
      }
      case 'number': {
        const min = lowerBound(schema, 0.001) ?? -1_000;
        const max = upperBound(schema, 0.001) ?? Math.max(min, 0) + 1_000;
        arbitrary = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
        break;
      }
      case 'boolean':
        arbitrary = fc.boolean();
        break;
      case 'string':
        arbitrary = stringFor(schema, name);
        break;
      default:
        arbitrary = fc.jsonValue({ maxDepth: 2 });
    }
  }
  const nullable = schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'));
  return nullable ? fc.option(arbitrary, { nil: null, freq: 5 }) : arbitrary;
}

function lowerBound(schema: JsonSchema, step: number): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step;
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
}

function upperBound(schema: JsonSchema, step: number): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - step;
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - step : schema.maximum;
}

function stringFor(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc
        .stringMatching(pattern)
        .filter(
          (s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY),
        );
    } catch {
      // A pattern JavaScript cannot read: plain strings below.
    }
  }
  const lengths = clampLength(schema.minLength, schema.maxLength);
  if (schema.format === 'date-time' || /(_at|date|deadline)$/.test(name)) {
    return fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email' || /email/i.test(name)) return fc.emailAddress();
  if (schema.format === 'uri' || /url$/.test(name)) return fc.webUrl();
  if (/phone/.test(name)) return fc.stringMatching(/^0\d{9}$/);
  return fc.string({ unit: 'grapheme', ...lengths });
}

/** The kinds of mutation applied to a valid-looking body. */
const mutationKinds = [
  'drop-required',
  'wrong-type',
  'extra-field',
  'proto-key',
  'huge-string',
  'odd-string',
  'array-instead',
  'scalar-instead',
  'deep-nesting',
  'nested-garbage',
] as const;

/**
 * A mutation of a valid-looking body: a field removed, of the wrong type or very long, an extra
 * field, a `__proto__`/`constructor` key, the body an array or a scalar, or deeply nested.
 * Answers the JSON text (so that `__proto__` really is an own key on the wire).
 */
export function mutatedJson(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc
    .tuple(valueFor(schema), fc.constantFrom(...mutationKinds), oddValue, oddString, fc.nat(), fc.nat({ max: 20_000 }))
    .map(([value, kind, odd, text, pick, depth]) => {
      const body: Record<string, unknown> =
        value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as object) } : {};
      const keys = Object.keys(schema?.properties ?? {});
      const key = keys[pick % Math.max(keys.length, 1)] ?? 'x';
      switch (kind) {
        case 'drop-required': {
          const required = schema?.required ?? keys;
          const dropped = required[pick % Math.max(required.length, 1)];
          if (dropped) delete body[dropped];
          return JSON.stringify(body);
        }
        case 'wrong-type':
          body[key] = odd;
          return JSON.stringify(body);
        case 'odd-string':
          body[key] = text;
          return JSON.stringify(body);
        case 'huge-string':
          body[key] = 'ạ'.repeat(100_000 + (pick % 100_000));
          return JSON.stringify(body);
        case 'extra-field':
          body[`extra_${pick % 7}`] = odd;
          body.id = odd;
          body.role = 'admin';
          body.user_id = 1;
          return JSON.stringify(body);
        case 'proto-key': {
          const json = JSON.stringify(body);
          const extra = [
            '"__proto__":{"role":"admin","isAdmin":true}',
            '"constructor":{"prototype":{"role":"admin"}}',
            `"${key}":{"__proto__":{"x":1}}`,
          ][pick % 3];
          return json === '{}' ? `{${extra}}` : `${json.slice(0, -1)},${extra}}`;
        }
        case 'array-instead':
          return JSON.stringify(pick % 2 ? [body] : [odd, odd]);
        case 'scalar-instead':
          return JSON.stringify(odd) ?? 'null';
        case 'deep-nesting': {
          const levels = 100 + depth;
          return pick % 2
            ? `${'['.repeat(levels)}${']'.repeat(levels)}`
            : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
        }
        case 'nested-garbage':
          body[key] = { [key]: [odd, { nested: odd }], length: -1, toString: 'x' };
          return JSON.stringify(body);
      }
      return JSON.stringify(body);
    });
}

/** Bodies that are not JSON, or not what they say they are. */
export const rawGarbage: fc.Arbitrary<{ payload: string | Buffer; contentType?: string }> = fc.oneof(
  fc.constantFrom(
    { payload: '{', contentType: 'application/json' },
    { payload: '{"a":1,}', contentType: 'application/json' },
    { payload: "{'a':1}", contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '1e309', contentType: 'application/json' },
    { payload: '"\\ud800"', contentType: 'application/json' },
    { payload: '{"a":"\\u0000"}', contentType: 'application/json' },
    { payload: '{"a":1}', contentType: 'application/xml' },
    { payload: '{"a":1}', contentType: 'text/plain' },
    { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { payload: '{"a":1}', contentType: 'application/json; charset=latin1' },
    { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { payload: '{"a":1}', contentType: 'multipart/form-data' },
    {
      payload: '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      contentType: 'multipart/form-data; boundary=x',
    },
    { payload: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' },
    { payload: '{"a":1}', contentType: 'application/json\u0000' },
    { payload: '{"a":1}', contentType: '' },
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((payload) => ({ payload, contentType: 'application/json' })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'application/json' })),
);

/** One query parameter as the route expects it (the schema's value, as text). */
function queryText(schema: JsonSchema | undefined, name: string): fc.Arbitrary<string> {
  if (name === 'sort') {
    return fc
      .tuple(
        fc.constantFrom('id', 'created_at', 'title', 'name', 'status', 'x', 'id desc; --', '"id"'),
        fc.constantFrom('ASC', 'DESC', 'x'),
      )
      .map((pair) => JSON.stringify(pair));
  }
  if (name === 'range') {
    return fc
      .tuple(fc.integer({ min: -5, max: 2_000 }), fc.integer({ min: -5, max: 2_000 }))
      .map((pair) => JSON.stringify(pair));
  }
  if (name === 'filter') {
    return fc
      .dictionary(
        fc.constantFrom('q', 'id', 'status', 'role', 'created_at', 'x', 'id; drop table users'),
        fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.array(fc.integer(), { maxLength: 3 }), oddValue),
        { maxKeys: 3 },
      )
      .map((filter) => JSON.stringify(filter));
  }
  return valueFor(schema, name).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
}

export interface QueryParameter {
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be percent-encoded: send its bytes as they are.
    return text;
  }
};

/**
 * A query string: the route's parameters with valid-looking values, then sometimes garbage
 * values, repeated keys, `key[]=`, broken percent-encoding and numbers out of range.
 */
export function queryString(parameters: QueryParameter[]): fc.Arbitrary<string> {
  const valid = fc.tuple(
    ...parameters.map((p) =>
      p.required
        ? queryText(p.schema, p.name).map((v) => [p.name, v] as const)
        : fc.option(
            queryText(p.schema, p.name).map((v) => [p.name, v] as const),
            { nil: undefined },
          ),
    ),
  );
  const odd = fc.array(
    fc.oneof(
      fc.constantFrom(
        'page=-1',
        'per_page=1e9',
        'page=1e400',
        'per_page=0',
        'page=NaN',
        'sort[]=x',
        'sort[]=x&sort[]=y',
        'page=1&page=2',
        'q=%',
        'q=%zz',
        'q=%00',
        'q=%C0%80',
        'q=%ED%A0%80',
        'filter=%7B%22__proto__%22%3A%7B%22a%22%3A1%7D%7D',
        'range=%5B0%2C1e9%5D',
        'sort=%5B%22id%22%2C%22DESC%3B%20drop%22%5D',
        'a[b][c]=1',
        '__proto__[x]=1',
        'constructor=1',
        '=',
        '&&&',
        'q',
      ),
      fc
        .tuple(fc.constantFrom(...(parameters.length ? parameters.map((p) => p.name) : ['q'])), oddString)
        .map(([name, value]) => `${name}=${encode(value.slice(0, 2_000))}`),
    ),
    { maxLength: 3 },
  );
  return fc.tuple(valid, odd, fc.boolean()).map(([pairs, extras, mutate]) => {
    const parts = pairs.filter((p) => p !== undefined).map(([name, value]) => `${name}=${encode(value)}`);
    if (mutate) parts.push(...extras);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

/** A path parameter: an existing id, an unknown one, or garbage. */
export function pathValue(existing: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: existing.length ? 4 : 0, arbitrary: existing.length ? fc.constantFrom(...existing) : fc.constant('1') },
    { weight: 2, arbitrary: fc.constantFrom('999999999', '0', '2147483648', '99999999999999999999', 'a1b2c3') },
    { weight: 2, arbitrary: oddString.map((s) => encode(s.slice(0, 300))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '-1',
        '1.5',
        '1e3',
        '0x10',
        '%2e%2e%2f%2e%2e%2f',
        '..%2F..%2Fetc%2Fpasswd',
        '%00',
        '%',
      ),
    },
  );
}
