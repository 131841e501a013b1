import { categorySchema, newProductSchema, productUpdateSchema } from '../../common/admin';

/**
 * What fuzz.test.ts sends each route: wrong types, huge strings, deep nesting, `__proto__` keys,
 * NUL, duplicate keys, broken JSON and forms, wrong content types, odd path ids and queries.
 * Pure: it builds the requests (attemptsFor), the test sends them.
 */

export type Mode = 'anonymous' | 'customer' | 'admin';
/** The test's records the attempts aim at (real ids reach deeper), and a real image. */
export interface FuzzTargets {
  productId: string;
  categoryId: string;
  png: Uint8Array<ArrayBuffer>;
}
export interface Route {
  method: string;
  /** Hono's form: `/api/products/:id`. */
  path: string;
  /** Who may call it (OpenAPI `security`); unknown routes are tried by everyone. */
  access: Mode[];
  /** The JSON schema of its JSON body, when the OpenAPI document has one. */
  jsonSchema?: JsonSchema;
  takesForm: boolean;
}
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  minimum?: number;
}
export interface Attempt {
  mode: Mode;
  method: string;
  path: string;
  label: string;
  body?: BodyInit;
  contentType?: string;
  /** A Host header to send instead of the real one (fetch cannot: the test sends these itself). */
  host?: string;
  /** The only answer allowed, when one is certain (an unparsable Host is a 400 on every route). */
  expectedStatus?: number;
}

// ---- what is sent ---------------------------------------------------------------------------

const HUGE = 'x'.repeat(100_000);
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const PROTO = '{"__proto__":{"admin":true,"role":"admin"},"constructor":{"prototype":{"admin":true}}}';

/** JSON texts put in place of one value of an otherwise plausible body. */
const BAD_JSON_VALUES: Record<string, string> = {
  null: 'null',
  'huge number': '1e308',
  'beyond double': '1e400',
  negative: '-1',
  fraction: '0.5',
  'unsafe integer': '9007199254740993',
  'wrong string': '"x"',
  'empty string': '""',
  'huge string': JSON.stringify(HUGE),
  'odd unicode': JSON.stringify('😀\u202e\uffff\u0301'),
  'lone surrogate': '"\\ud800"',
  NUL: '"a\\u0000b"',
  // JSON text as a string value (`updatedFields` may be sent so): the NUL appears only once parsed.
  'NUL in JSON text': JSON.stringify(JSON.stringify({ name: 'a\u0000b', colors: JSON.stringify([{ name: 'a\u0000b' }]) })),
  array: '[1,"x",null]',
  object: '{"a":1}',
  boolean: 'true',
  'proto keys': PROTO,
  'operator object': '{"$gt":"","$ne":null}',
  'deep nesting': deepArray(20_000),
};

/** Whole bodies that are not what any route wants. */
const BAD_JSON_BODIES: Record<string, string> = {
  empty: '',
  null: 'null',
  array: '[]',
  number: '1',
  string: '"x"',
  malformed: '{',
  'malformed value': '{"a":}',
  'single quotes': "{'a':1}",
  'byte order mark': '\ufeff{}',
  'trailing garbage': '{}x',
  'deep array': deepArray(200_000),
  'deep object': deepObject(100_000),
  'long array': `[${'1,'.repeat(200_000)}1]`,
  'proto keys': PROTO,
  'many keys': JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]))),
};

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=zz',
  'application/octet-stream',
];

/** Text form values for each field of a form. */
const BAD_FORM_VALUES: Record<string, string> = {
  empty: '',
  NUL: 'a\u0000b',
  'huge string': HUGE,
  'proto keys': PROTO,
  'NUL in JSON': '[{"name":"a\\u0000b"}]',
  'NUL in JSON text in JSON': JSON.stringify({ name: 'x', colors: JSON.stringify([{ name: 'a\u0000b' }]), sizes: JSON.stringify(['a\u0000b']) }),
  'deep JSON': deepArray(20_000),
  'wrong JSON': '[{"name":1,"_id":{}}]',
  'beyond double': '1e400',
  negative: '-1',
  'not a number': 'NaN',
  infinity: 'Infinity',
  hex: '0x10',
  'JSON null': 'null',
  'JSON object': '{}',
};

/** Path ids: a real one (where it fits), missing ones and hostile ones. */
const pathValues = ({ productId, categoryId }: FuzzTargets) => [productId, categoryId, 'nope', 'ORD-000000000', '__proto__', 'constructor', '-1', '1e400', 'a'.repeat(3000), '%E0%A4%A', '..%2F..%2Fetc', '😀', '%00'];

const QUERIES = [
  '?page=-1&limit=1e400',
  '?page=1e400&limit=0',
  '?page[]=1&limit[a]=2',
  `?page=${'9'.repeat(4000)}`,
  '?page=0x10&limit=NaN',
  '?page=1&page=2&limit=5&limit=500',
  '?__proto__=1&constructor=1&__proto__[admin]=1',
  `?q=${'x'.repeat(8000)}`,
  '?page=%00',
  '?page=%',
  // Days no database takes as an instant (year 0000 on PostgreSQL), on the routes that take dates.
  '?from=0001-01-01&to=0001-01-01',
  '?from=0000-01-01&to=0000-12-31&format=csv',
  '?from=0001-01-01&to=0001-01-01&format=csv',
  '?to=9999-12-31',
  '?from=-000001-01-01',
];

/**
 * Host headers of a host's characters that the URL parser refuses (IPv4 parts out of range, too
 * many parts, octal with an 8, numbers past 32 bits, broken punycode, a port past 65535): a 400
 * on every route; and odd spellings it accepts, which must be answered like any other.
 */
export const UNPARSABLE_HOSTS = ['999.1.1.1', '256.0.0.1', '1.2.3.4.5', '1.2.3.08', '09', '4294967296', 'xn--', 'xn--a', 'a.xn--.com', 'a:65536'];
const ODD_HOSTS = ['SHOP.Example:80', '[0:0::1]:8080', '0X7F.1', '0', 'shop.example.'];

/** A plausible value for a field of a JSON schema, so one bad value at a time gets deep. */
function sample(schema: JsonSchema | undefined, targets: FuzzTargets, key = ''): unknown {
  if (!schema) return 'x';
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property, targets, name)]));
  if (type === 'array') return [sample(schema.items, targets, key)];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (/email/i.test(key)) return 'fuzz@example.in';
  if (/phone|contact/i.test(key)) return '9876543210';
  if (/password/i.test(key)) return 'correct-horse';
  if (/productId/i.test(key)) return targets.productId;
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Every path to a value inside `value`, containers included (`['products']`, `['products', 0, 'quantity']`). */
function valuePaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const here = prefix.length > 0 ? [prefix] : [];
  if (typeof value !== 'object' || value === null) return here;
  return [...here, ...Object.entries(value).flatMap(([key, item]) => valuePaths(item, [...prefix, Array.isArray(value) ? Number(key) : key]))];
}

/** `value` as JSON text with the value at `path` replaced by the raw JSON text `replacement`. */
function withRawValue(value: unknown, path: (string | number)[], replacement: string): string {
  const marker = '"\u2063fuzz\u2063"';
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  parent[path.at(-1)!] = JSON.parse(marker);
  return JSON.stringify(copy).replace(marker, replacement);
}

/** The JSON text of an object with every top-level key sent twice: first `first`, then `second`. */
function duplicateKeys(value: Record<string, unknown>, first: (key: string) => string, second: (key: string) => string): string {
  const pairs = Object.keys(value).flatMap((key) => [`${JSON.stringify(key)}:${first(key)}`, `${JSON.stringify(key)}:${second(key)}`]);
  return `{${pairs.join(',')}}`;
}

function jsonAttempts(route: Route, mode: Mode, path: string, targets: FuzzTargets): Attempt[] {
  const attempts: Attempt[] = [];
  const json = (label: string, body: string, contentType = 'application/json') => attempts.push({ mode, method: route.method, path, label, body, contentType });
  for (const [label, body] of Object.entries(BAD_JSON_BODIES)) json(`body: ${label}`, body);
  const plausible = sample(route.jsonSchema ?? { type: 'object', properties: { name: {}, email: {}, id: {} } }, targets);
  const text = JSON.stringify(plausible);
  for (const contentType of WRONG_CONTENT_TYPES) json(`content type ${contentType}`, text, contentType);
  attempts.push({ mode, method: route.method, path, label: 'no content type', body: new TextEncoder().encode(text) });
  if (typeof plausible !== 'object' || plausible === null || Array.isArray(plausible)) return attempts;
  const fields = plausible as Record<string, unknown>;
  json('duplicate keys, bad last', duplicateKeys(fields, (key) => JSON.stringify(fields[key]), () => '[1]'));
  json('duplicate keys, bad first', duplicateKeys(fields, () => '{"$gt":""}', (key) => JSON.stringify(fields[key])));
  json('extra proto keys', `${text.slice(0, -1)}${text === '{}' ? '' : ','}${PROTO.slice(1)}`);
  // One bad value at a time, deep inside an otherwise plausible body: only for whoever may call the
  // route (anyone else is turned away before the body is read).
  if (!route.access.includes(mode)) return attempts;
  for (const leaf of valuePaths(plausible)) {
    for (const [label, raw] of Object.entries(BAD_JSON_VALUES)) json(`${leaf.join('.')}: ${label}`, withRawValue(plausible, leaf, raw));
  }
  return attempts;
}

/** The text fields a form route may read (from the shared schemas), with plausible values. */
function plausibleForm({ categoryId }: FuzzTargets): Record<string, string> {
  const names = new Set([...Object.keys(newProductSchema.shape), ...Object.keys(categorySchema.shape), 'updatedFields', 'imagesToDelete']);
  const values: Record<string, string> = {
    name: 'Fuzz kurta',
    description: 'Cotton',
    features: 'Soft',
    actualPrice: '999',
    discountPrice: '899',
    deliveryCharge: '40',
    codCharge: '20',
    rating: '4',
    category: categoryId,
    colors: JSON.stringify([{ name: 'Red' }]),
    updatedFields: JSON.stringify(Object.fromEntries(Object.keys(productUpdateSchema.shape).slice(0, 2).map((key) => [key, 'x']))),
    imagesToDelete: '[]',
  };
  return Object.fromEntries([...names].map((name) => [name, values[name] ?? 'true']));
}

function toForm(png: Uint8Array<ArrayBuffer>, fields: Record<string, string>, files: [string, File][] = [[`colors[0][images]`, new File([png], 'a.png', { type: 'image/png' })]]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of files) form.append(key, file);
  return form;
}

function formAttempts(route: Route, mode: Mode, path: string, targets: FuzzTargets): Attempt[] {
  const { png } = targets;
  const attempts: Attempt[] = [];
  const send = (label: string, body: BodyInit, contentType?: string) => attempts.push({ mode, method: route.method, path, label, body, contentType });
  const fields = plausibleForm(targets);
  send('form: JSON instead', JSON.stringify(fields), 'application/json');
  send('form: urlencoded instead', new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded');
  send('form: no boundary', '--zz\r\n\r\n', 'multipart/form-data');
  send('form: unterminated', '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx', 'multipart/form-data; boundary=zz');
  send('form: wrong boundary', '--yy\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--yy--\r\n', 'multipart/form-data; boundary=zz');
  if (!route.access.includes(mode)) return attempts;
  for (const field of Object.keys(fields)) {
    for (const [label, value] of Object.entries(BAD_FORM_VALUES)) send(`form ${field}: ${label}`, toForm(png, { ...fields, [field]: value }));
    const twice = toForm(png, fields);
    twice.append(field, BAD_FORM_VALUES['wrong JSON']!);
    send(`form ${field}: sent twice`, twice);
    send(`form ${field}: a file`, toForm(png, fields, [[field, new File([png], 'a.png', { type: 'image/png' })]]));
  }
  const file = (bytes: BlobPart, name = 'f.png', type = 'image/png') => new File([bytes], name, { type });
  const fileCases: Record<string, [string, File][]> = {
    'not an image': [['colors[0][images]', file('hello')]],
    'empty image': [['colors[0][images]', file(new Uint8Array(0))]],
    'PNG signature, garbage after': [['colors[0][images]', file(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]))]],
    'image for a missing colour': [['colors[999][images]', file(png)]],
    'negative colour index': [['colors[-1][images]', file(png)]],
    'image as the video': [['video', file(png)]],
    'garbage video': [['video', file('not a video', 'v.mp4', 'video/mp4')]],
    'image as the category image, text as its name': [['image', file('text')]],
    'file name with NUL and traversal': [['colors[0][images]', file(png, '../../a\u0000.png')]],
  };
  for (const [label, files] of Object.entries(fileCases)) send(`form files: ${label}`, toForm(png, fields, files));
  send('form: proto field names', toForm(png, { ...fields, ['__proto__']: 'x', constructor: 'x', 'colors[__proto__][images]': 'x' }));
  return attempts;
}

function queryAndPathAttempts(route: Route, mode: Mode, targets: FuzzTargets): Attempt[] {
  // Anyone else is turned away before the path or query is looked at.
  if (!route.access.includes(mode)) return [{ mode, method: route.method, path: route.path.replace(/:\w+/g, 'nope'), label: 'no access' }];
  const hasParams = route.path.includes(':');
  const paths = hasParams ? pathValues(targets).map((value) => route.path.replace(/:\w+/g, value)) : [route.path];
  const attempts: Attempt[] = paths.map((path) => ({ mode, method: route.method, path, label: 'path id' }));
  if (route.method === 'GET') for (const query of QUERIES) attempts.push({ mode, method: 'GET', path: `${paths[0]}${query}`, label: `query ${query.slice(0, 30)}` });
  return attempts;
}

function hostAttempts(route: Route, mode: Mode, path: string): Attempt[] {
  return [
    ...UNPARSABLE_HOSTS.map((host): Attempt => ({ mode, method: route.method, path, label: `Host ${host}`, host, expectedStatus: 400 })),
    ...ODD_HOSTS.map((host): Attempt => ({ mode, method: route.method, path, label: `Host ${host}`, host })),
  ];
}

/** Every request to try on `route` as `mode`. */
export function attemptsFor(route: Route, mode: Mode, targets: FuzzTargets): Attempt[] {
  const { productId, categoryId } = targets;
  const attempts = queryAndPathAttempts(route, mode, targets);
  // A real id: the Host is refused before the route, or the route answers it.
  attempts.push(...hostAttempts(route, mode, route.path.replace(/:\w+/g, /categor/.test(route.path) ? categoryId : productId)));
  if (route.method === 'GET' || route.method === 'HEAD') return attempts;
  // A body route gets the real id where it has one (deeper), and everything above.
  const path = route.path.replace(/:\w+/g, /categor/.test(route.path) ? categoryId : productId);
  attempts.push(...(route.takesForm ? formAttempts(route, mode, path, targets) : []), ...jsonAttempts(route, mode, path, targets));
  return attempts;
}
