import type { ApiCall, FileAnswer, ResponseOf } from '@club/shared/api/contract';
import type { FastifyReply } from 'fastify';

export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * `attachment` with the file's name twice: an ASCII fallback (accents dropped, anything a header or
 * a file system would choke on replaced by `_`) and the exact name in RFC 5987's `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\/:*?<>|;%]/g, '_')
      .trim() || 'download';
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

export function sendFile(call: ApiCall, reply: FastifyReply, file: FileAnswer): FastifyReply {
  if (!call.fileTypes?.includes(file.contentType))
    throw new Error(`${call.path} answered a ${file.contentType} file, which it does not declare`);
  return reply
    .type(file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName))
    .send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
}

/**
 * The handler's answer through the call's response schema. An answer that breaks it is the server's
 * fault, not the client's: a plain Error, which the error handler logs with the request id and answers
 * 500 without details, never the ZodError that it answers 400 (bad input).
 */
export function parsedAnswer<C extends ApiCall>(call: C, result: unknown): ResponseOf<C> {
  const parsed = call.response.safeParse(result);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`,
    );
    throw new Error(`${call.method} ${call.path} answered outside its response schema: ${issues.join('; ')}`);
  }
  return parsed.data as ResponseOf<C>;
}
