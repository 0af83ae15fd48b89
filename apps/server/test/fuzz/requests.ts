import {
  hostileShapes,
  hostileStrings,
  hostileValue,
  hostileValueFor,
  type JsonSchema,
  type Random,
  type Resolver,
  sampleOf,
} from './hostile.ts';

/** One operation of the OpenAPI document, as the fuzz test walks it. */
export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body schema; null for calls without a body. */
  body: JsonSchema | null;
  /** The call takes one multipart `file` part. */
  file: boolean;
}

export interface OpenApi {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, JsonSchema> };
}

export function operationsOf(document: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, verbs] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(verbs)) {
      const parameters = (operation.parameters ?? []) as {
        name: string;
        in: string;
        required?: boolean;
        schema: JsonSchema;
      }[];
      const content = (
        operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined
      )?.content;
      operations.push({
        method: verb.toUpperCase() as 'GET' | 'POST',
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required ?? false })),
        body: content?.['application/json']?.schema ?? null,
        file: Boolean(content?.['multipart/form-data']),
      });
    }
  }
  return operations;
}

export function resolverOf(document: OpenApi): Resolver {
  return (schema) => {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 10; hops += 1) {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = document.components.schemas[name] ?? {};
    }
    return current;
  };
}

export interface HostileRequest {
  /** What was spoiled, for the report. */
  strategy: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Percent-encoded path segments that are not valid UTF-8 or that climb out of the path. */
const badSegments = [
  '%C3%28',
  '%FF%FE',
  '%ED%A0%80',
  '%E0%80%AF',
  '%2e%2e%2f%2e%2e%2f',
  '..',
  '%00',
  '%',
  '%%32%65',
];

function segment(value: unknown): string {
  try {
    return encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));
  } catch {
    // A lone surrogate cannot be encoded: send the bytes it would be as invalid UTF-8 instead.
    return '%ED%A0%80';
  }
}

function fillPath(operation: Operation, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
}

async function multipart(parts: { name: string; data: Buffer | string; filename?: string; type?: string }[]) {
  const form = new FormData();
  for (const part of parts) {
    const data = typeof part.data === 'string' ? part.data : new Uint8Array(part.data);
    form.append(
      part.name,
      new Blob([data], { type: part.type ?? 'application/octet-stream' }),
      part.filename,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** The spoiled bodies sent whole, whatever the call expects. */
const rawBodies: readonly (string | Buffer)[] = [
  '{',
  '{"a":}',
  'null',
  '[]',
  '42',
  '"text"',
  '{"a":1,"a":2}',
  '[['.repeat(5_000),
  '{"__proto__":{"role":1},"constructor":{"prototype":{"role":1}}}',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
  Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
  Buffer.alloc(1_200_000, 0x61),
  `{"Name":"${'z'.repeat(900_000)}"}`,
];

/**
 * A hostile request for an operation. The strategies rotate with `round` so a short run still
 * meets each of them on every call; the values inside come from the seeded generator.
 */
export async function hostileRequest(
  operation: Operation,
  round: number,
  random: Random,
  resolve: Resolver,
  headers: Record<string, string>,
): Promise<HostileRequest> {
  const paramValues = Object.fromEntries(
    operation.pathParams.map((p) => [p.name, segment(sampleOf(p.schema, resolve, random))]),
  );
  const baseBody = (operation.body ? sampleOf(operation.body, resolve, random) : {}) as Record<
    string,
    unknown
  >;
  const fields = resolve(operation.body ?? {}).properties ?? {};
  const fieldNames = Object.keys(fields);
  const query = (values: Record<string, unknown>) => {
    const pairs = Object.entries(values).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : json(value),
    ]);
    try {
      return new URLSearchParams(pairs).toString();
    } catch {
      return 'Name=%ED%A0%80';
    }
  };
  const strategies = [
    'path',
    'field',
    'wrongTypes',
    'missing',
    'proto',
    'raw',
    'contentType',
    'query',
    'token',
  ];
  if (operation.file) strategies.push('file', 'file', 'file');
  const strategy = strategies[round % strategies.length] ?? 'field';
  let url = fillPath(operation, paramValues);
  const request: HostileRequest = {
    strategy,
    method: operation.method,
    url,
    headers: { ...headers },
  };
  const setJson = (value: unknown) => {
    if (operation.method === 'GET') return;
    request.headers['content-type'] = 'application/json';
    try {
      request.payload = json(value);
    } catch {
      request.payload = '{}';
    }
  };
  setJson(baseBody);

  switch (strategy) {
    case 'path': {
      const target = operation.pathParams.length ? random.pick(operation.pathParams) : null;
      const value =
        random.int(3) === 0
          ? random.pick(badSegments)
          : segment(hostileValueFor(target?.schema, resolve, random));
      url = target ? fillPath(operation, { ...paramValues, [target.name]: value }) : `${url}/${value}`;
      request.url = url;
      break;
    }
    case 'field': {
      const name = fieldNames.length ? random.pick(fieldNames) : 'unexpected';
      setJson({ ...baseBody, [name]: hostileValueFor(fields[name], resolve, random) });
      break;
    }
    case 'wrongTypes':
      setJson(
        Object.fromEntries((fieldNames.length ? fieldNames : ['x']).map((n) => [n, hostileValue(random)])),
      );
      break;
    case 'missing': {
      const kept = Object.fromEntries(Object.entries(baseBody).filter(() => random.int(2) === 0));
      setJson(random.int(3) === 0 ? {} : kept);
      if (operation.method === 'POST' && random.int(3) === 0) {
        delete request.payload;
        delete request.headers['content-type'];
      }
      break;
    }
    case 'proto':
      if (operation.method === 'POST') {
        request.headers['content-type'] = 'application/json';
        request.payload = `{"__proto__":{"role":1,"clubId":null},"constructor":{"prototype":{"role":1}},${json(baseBody).slice(1)}`;
      } else {
        request.url = `${url}?__proto__[role]=1&constructor[prototype][role]=1`;
      }
      break;
    case 'raw':
      request.headers['content-type'] = 'application/json';
      request.payload = random.pick(rawBodies);
      if (operation.method === 'GET') request.method = 'POST';
      break;
    case 'contentType': {
      const kind = random.int(5);
      if (kind === 0) {
        request.headers['content-type'] = 'application/x-www-form-urlencoded';
        request.payload = query({
          ...baseBody,
          [random.pick(fieldNames.length ? fieldNames : ['x'])]: hostileValue(random),
        });
      } else if (kind === 1) {
        request.headers['content-type'] = 'text/plain';
        request.payload = random.pick(hostileStrings);
      } else if (kind === 2) {
        request.headers['content-type'] = 'multipart/form-data';
        request.payload = '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc';
      } else if (kind === 3) {
        request.headers['content-type'] = 'application/xml';
        request.payload =
          '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>';
      } else {
        request.headers['content-type'] = 'application/json; charset=utf-16';
        request.payload = Buffer.from(json(baseBody), 'utf16le');
      }
      if (operation.method === 'GET') request.method = random.int(2) ? 'POST' : 'GET';
      if (request.method === 'GET') delete request.payload;
      break;
    }
    case 'query': {
      const name = random.pick([...operation.queryParams.map((p) => p.name), 'page', 'id', 'x']);
      request.url = `${url}?${name}=${segment(hostileValue(random))}&${name}=2&${name}[]=3&${name}[a][b]=4`;
      break;
    }
    case 'token': {
      const token = random.pick([
        'x'.repeat(190),
        'x'.repeat(5_000),
        "' OR 1=1 --",
        '%00',
        '"',
        '',
        'Bearer Bearer',
        '\u00e9\u00e8',
      ]);
      request.headers.authorization = `Bearer ${token}`;
      if (random.int(2)) request.headers.token = token.replace(/[^\x20-\x7e]/g, '?');
      break;
    }
    case 'file': {
      const values = Object.fromEntries(
        operation.queryParams.map((p) => [p.name, sampleOf(p.schema, resolve, random)]),
      );
      if (operation.queryParams.length && random.int(2)) {
        const param = random.pick(operation.queryParams);
        values[param.name] = hostileValueFor(param.schema, resolve, random);
      }
      const search = query(values);
      request.url = search ? `${url}?${search}` : url;
      const kind = random.int(6);
      const file =
        kind === 0
          ? await multipart([
              { name: 'file', data: Buffer.alloc(0), filename: 'empty.jpg', type: 'image/jpeg' },
            ])
          : kind === 1
            ? await multipart([
                { name: 'file', data: '<svg onload="alert(1)"/>', filename: 'x.svg', type: 'image/svg+xml' },
              ])
            : kind === 2
              ? await multipart([{ name: 'other', data: Buffer.from('abc'), filename: 'a.jpg' }])
              : kind === 3
                ? await multipart([
                    {
                      name: 'file',
                      data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]),
                      filename: '../../../etc/passwd',
                    },
                  ])
                : kind === 4
                  ? await multipart([
                      { name: 'file', data: Buffer.from('GIF89a'), filename: 'a.gif' },
                      { name: 'file', data: Buffer.from('GIF89a'), filename: 'b.gif' },
                    ])
                  : await multipart([
                      { name: 'file', data: Buffer.alloc(12_000_000, 1), filename: 'big.jpg' },
                    ]);
      request.headers['content-type'] = file.type;
      request.payload = file.payload;
      break;
    }
  }
  if (request.method === 'GET') {
    delete request.payload;
    delete request.headers['content-type'];
  }
  return request;
}

export { hostileShapes };
