import { type ApiCall, pathParamNames } from '@club/shared/api/contract';
import { apiErrorSchema } from '@club/shared/api/errors';
import { z } from 'zod';
import serverPackage from '../../../package.json' with { type: 'json' };

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

const accessText: Record<ApiCall['access'], string> = {
  public: 'Anyone, signed in or not.',
  member: "A signed-in member of the host's club, or the super administrator.",
  manager: "The manager of the host's club, or the super administrator.",
  superAdministrator: 'The super administrator only.',
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** `/api/Users/validate/{token}` -> Users (tag) and Users_validate (operation id). */
function nameOf(call: ApiCall): { tag: string; operationId: string } {
  const [, , module = 'Api', name = 'call'] = call.path.split('/');
  return { tag: module, operationId: `${module}_${name}` };
}

/**
 * Converts zod schemas to JSON Schema 2020-12 (the dialect of OpenAPI 3.1). Named or recursive
 * schemas come out of zod as local `$defs`; they are moved to `components.schemas` so that every
 * `$ref` resolves from the document root.
 */
function createConverter(components: Record<string, JsonSchema>, strict: boolean) {
  return (schema: z.ZodType, io: Io, owner: string): JsonSchema => {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: strict ? 'throw' : 'any' }) as JsonSchema;
    const { $schema: _dialect, $defs, ...json } = converted;
    const names = new Map<string, string>();
    for (const name of Object.keys(($defs as Record<string, JsonSchema> | undefined) ?? {})) {
      names.set(name, name.startsWith('__') ? `${owner}${name}` : name);
    }
    const relink = (value: JsonSchema): JsonSchema =>
      JSON.parse(
        JSON.stringify(value).replace(
          /"#\/\$defs\/([^"]+)"/g,
          (_, name: string) => `"#/components/schemas/${names.get(name) ?? name}"`,
        ),
      );
    for (const [name, definition] of Object.entries(($defs as Record<string, JsonSchema>) ?? {})) {
      components[names.get(name) ?? name] = relink(definition);
    }
    return relink(json);
  };
}

/**
 * An alias of a call (same rules and handler, another verb or path, see `CallAlias`), with the
 * placeholders of the call's path it takes from the query string instead.
 */
const aliasOf = (call: ApiCall) => (alias: NonNullable<ApiCall['aliases']>[number]) => {
  const inPath = new Set(pathParamNames(alias.path));
  return {
    method: alias.method,
    path: alias.path,
    queryParams: pathParamNames(call.path).filter((name) => !inPath.has(name)),
    ...(alias.hostClubParam ? { hostClubParam: alias.hostClubParam } : {}),
  };
};

/** A file answer: its bytes in one of the call's media types, as an attachment. */
const fileSuccess = (call: ApiCall): JsonSchema => ({
  description: 'The file, as an attachment',
  headers: {
    'Content-Disposition': {
      description: 'attachment; filename="…"; filename*=UTF-8\'\'… (RFC 6266 and 5987)',
      schema: { type: 'string' },
    },
  },
  content: Object.fromEntries(
    (call.fileTypes ?? ['application/octet-stream']).map((type) => [
      type,
      { schema: { type: 'string', contentMediaType: type } },
    ]),
  ),
});

function operationOf(call: ApiCall, convert: ReturnType<typeof createConverter>): JsonSchema {
  const { tag, operationId } = nameOf(call);
  const paramsSchema = convert(call.params, 'input', operationId);
  const paramProperties = (paramsSchema.properties ?? {}) as Record<string, JsonSchema>;
  const operation: JsonSchema = {
    operationId,
    tags: [tag],
    summary: call.summary,
    description:
      `Who: ${accessText[call.access]}` +
      (call.tenancy === 'club' ? ' Needs a club host ({alias}.APP_DOMAIN).' : ' Answers on any host.') +
      (call.aliases ?? [])
        .map((alias) => {
          const { queryParams } = aliasOf(call)(alias);
          const where = queryParams.length
            ? `, ${queryParams.join(', ')} in the query string${call.bodyKind === 'file' ? ' or a multipart field before the file' : ''}`
            : '';
          return ` Also answers at ${alias.method} ${alias.path}${where}.`;
        })
        .join(''),
    'x-access': call.access,
    'x-tenancy': call.tenancy,
    ...(call.aliases?.length ? { 'x-aliases': call.aliases.map(aliasOf(call)) } : {}),
    parameters: pathParamNames(call.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: paramProperties[name] ?? { type: 'string' },
    })),
  };
  if (call.bodyKind === 'file' || call.method === 'GET') {
    // These fields travel in the query string: a file call's body is the file, a GET has none.
    const fields = convert(call.body, 'input', operationId);
    const required = new Set(Array.isArray(fields.required) ? (fields.required as string[]) : []);
    for (const [name, schema] of Object.entries((fields.properties ?? {}) as Record<string, JsonSchema>)) {
      (operation.parameters as JsonSchema[]).push({
        name,
        in: 'query',
        required: required.has(name),
        schema,
      });
    }
  }
  if (call.bodyKind === 'file') {
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
            },
            required: ['file'],
          },
        },
      },
    };
  } else if (call.method === 'POST') {
    const body = convert(call.body, 'input', operationId);
    operation.requestBody = {
      required: Array.isArray(body.required) && body.required.length > 0,
      content: {
        'application/x-www-form-urlencoded': { schema: body },
        'application/json': { schema: body },
      },
    };
  }
  const responses: JsonSchema = {
    200:
      call.responseKind === 'file'
        ? fileSuccess(call)
        : {
            description: 'Success',
            content: { 'application/json': { schema: convert(call.response, 'output', operationId) } },
          },
    400: errorResponse('Invalid input (`invalid_input`), or a club host is needed (`club_required`)'),
  };
  if (call.access !== 'public') {
    operation.security = [{ bearer: [] }];
    responses[401] = errorResponse('No valid session token (`unauthenticated`, `invalid_token`, ...)');
    responses[403] = errorResponse('The signed-in user may not do this (`forbidden`)');
  }
  responses[404] = errorResponse('No such row, or no club has the alias of the host (`club_not_found`)');
  if (call.bodyKind === 'file') {
    responses[413] = errorResponse('The file is too big (`file_too_big`)');
    responses[415] = errorResponse('The file type is not accepted (`unsupported_file`)');
  }
  if (call.rateLimit === 'auth') responses[429] = errorResponse('Too many attempts (`rate_limited`)');
  if (call.rateLimit === 'export')
    responses[429] = errorResponse(
      'Too many downloads from this address, or the server is busy (`rate_limited`)',
    );
  operation.responses = responses;
  return operation;
}

/**
 * The OpenAPI 3.1 document of the given calls, generated from their shared zod definitions.
 * `strict` refuses schemas JSON Schema cannot express instead of documenting them as "anything".
 */
export function buildOpenApiDocument(
  calls: readonly ApiCall[],
  options: { strict?: boolean } = {},
): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const convert = createConverter(schemas, options.strict ?? false);
  schemas.ApiError = convert(apiErrorSchema, 'output', 'ApiError');
  const paths: OpenApiDocument['paths'] = {};
  for (const call of calls) {
    paths[call.path] ??= {};
    (paths[call.path] as Record<string, JsonSchema>)[call.method.toLowerCase()] = operationOf(call, convert);
  }
  const tags = [...new Set(calls.map((call) => nameOf(call).tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Club platform API',
      version: serverPackage.version,
      description:
        'Every call of the diving and snorkel club platform. The club is the first label of the host ' +
        '(`demo.localhost:3000`): open these docs on a club site to try club calls. Bodies are accepted ' +
        'form-encoded or as JSON. The session token travels in `Authorization: Bearer <token>` (or a ' +
        '`Token` header), the language in `Accept-Language` (or a `Language` header). Errors answer ' +
        '`{ "error": "<code>", "message": "<text>" }` with a 4xx status.',
    },
    servers: [{ url: '/', description: 'The host these docs were opened on' }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Session token' } },
    },
  };
}
