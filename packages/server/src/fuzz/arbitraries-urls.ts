import fc from 'fast-check';
import { type JsonSchema, oddString, oddValue, valueFor } from './arbitraries.ts';

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
