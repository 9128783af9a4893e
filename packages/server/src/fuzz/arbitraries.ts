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
