import type { ApiCall, CallAlias } from '@club/shared/api/contract';
import { pathParamNames } from '@club/shared/api/contract';
import { errorCodes } from '@club/shared/api/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** An uploaded file of a `bodyKind: 'file'` call, read whole (its size is capped before reading). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface ReadFile {
  file: UploadedFile;
  /** The multipart fields sent before the file part. */
  fields: Record<string, unknown>;
}

export async function readFile(request: FastifyRequest, maxBytes: number): Promise<ReadFile> {
  if (!request.isMultipart()) {
    throw new AppError(
      400,
      errorCodes.invalidInput,
      'Send the file as multipart/form-data in the field "file"',
    );
  }
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (part?.fieldname !== 'file') {
    throw new AppError(400, errorCodes.invalidInput, 'Send the file in the field "file"');
  }
  const data = await part.toBuffer();
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field') fields[name] = value.value;
  }
  return { file: { filename: part.filename, mimetype: part.mimetype, data }, fields };
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The path parameters of a request made at an alias: those in the alias's path, and each placeholder
 * of the call's path it lacks read from the query string, the body or a multipart field before the
 * file (first found), or, for `hostClubParam`, the host's club when the request names none.
 */
export function aliasParams(
  call: ApiCall,
  alias: CallAlias,
  request: FastifyRequest,
  fileFields: Record<string, unknown>,
): Record<string, unknown> {
  const params: Record<string, unknown> = { ...asRecord(request.params) };
  const inAliasPath = new Set(pathParamNames(alias.path));
  const sources = [
    asRecord(request.query),
    call.bodyKind === 'fields' ? asRecord(request.body) : {},
    fileFields,
  ];
  for (const name of pathParamNames(call.path)) {
    if (inAliasPath.has(name)) continue;
    const found = sources.map((source) => source[name]).find((value) => value !== undefined && value !== '');
    if (found !== undefined) params[name] = found;
    else if (alias.hostClubParam === name && request.club) params[name] = request.club.id;
  }
  return params;
}

/** The body without the fields the handler checks for NUL characters itself (`fileTextFields`). */
export function withoutFileText(call: ApiCall, body: unknown): unknown {
  if (!call.fileTextFields?.length || typeof body !== 'object' || body === null) return body;
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const name of call.fileTextFields) delete rest[name];
  return rest;
}

/**
 * The first path (`Name`, `news_list.0.Title`) of a string holding a NUL character, which no
 * PostgreSQL text column can store: such input is refused up front rather than failing in the query.
 */
export function nulCharacterPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function refuseNulCharacters(...inputs: unknown[]): void {
  for (const input of inputs) {
    const path = nulCharacterPath(input);
    if (path !== null)
      throw new AppError(400, errorCodes.invalidInput, `${path}: must not contain NUL characters`);
  }
}
