import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { assertSafeKey, type FileStore } from './storage.ts';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.kml': 'application/vnd.google-earth.kml+xml',
  '.glb': 'model/gltf-binary',
};

/** Serves stored files at /files/{key}. Keys carry a random part, so a file never changes: cache it forever. */
export function filesRoutes(app: FastifyInstance, store: FileStore): void {
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    try {
      assertSafeKey(key);
    } catch {
      return reply.status(404).send({ error: 'not_found', message: 'No such file' });
    }
    const file = await store.read(key);
    if (!file) return reply.status(404).send({ error: 'not_found', message: 'No such file' });
    const type = contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
    return reply
      .header('content-type', type)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
