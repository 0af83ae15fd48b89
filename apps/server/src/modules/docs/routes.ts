import { allCalls } from '@club/shared/api/registry';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi.ts';

export const DOCS_PREFIX = '/api/docs';

/**
 * The API's OpenAPI document at /api/docs/openapi.json and Swagger UI at /api/docs, on any host.
 * Swagger UI's assets are served from the installed package (it works offline); its page loads only
 * same-origin scripts, so the app's Content-Security-Policy applies unchanged.
 */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument(allCalls);
  await app.register(swagger, {
    mode: 'static',
    specification: { document: document as unknown as StaticDocumentSpec['document'] },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
  });
  app.get(`${DOCS_PREFIX}/openapi.json`, async () => document);
}
