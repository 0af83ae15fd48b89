import { allCalls } from '@club/shared/api/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, hostOf } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  operationId: string;
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
  security?: unknown[];
};
const operationOf = (document: OpenApiDocument, method: string, path: string) =>
  document.paths[path]?.[method.toLowerCase()] as Operation | undefined;

describe('OpenAPI document', () => {
  it('describes every call of the contract with its verb, path parameters, body and access', async () => {
    const response = await t.app.inject({
      url: '/api/docs/openapi.json',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    expect(allCalls.length).toBeGreaterThan(10);
    for (const call of allCalls) {
      const operation = operationOf(document, call.method, call.path);
      expect(operation, `${call.method} ${call.path}`).toBeDefined();
      if (!operation) continue;
      const placeholders = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
      expect(inPath.map((parameter) => parameter.name)).toEqual(placeholders);
      // A file call's other fields, and a GET call's, travel in the query string, documented as query parameters.
      const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
      const bodyFields =
        call.bodyKind === 'file' || call.method === 'GET'
          ? Object.keys((call.body as { shape?: object }).shape ?? {})
          : [];
      expect(inQuery.map((parameter) => parameter.name)).toEqual(bodyFields);
      expect(operation.responses).toHaveProperty('200');
      expect(operation.responses).toHaveProperty('400');
      expect(Boolean(operation.security), call.path).toBe(call.access !== 'public');
      if (call.bodyKind === 'file') {
        expect(Object.keys(operation.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
      } else if (call.method === 'POST') {
        expect(Object.keys(operation.requestBody?.content ?? {})).toEqual([
          'application/x-www-form-urlencoded',
          'application/json',
        ]);
      }
    }
    const operationIds = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(new Set(operationIds).size).toBe(allCalls.length);
  });

  it('documents the fields of a body and the error shape', () => {
    const document = buildOpenApiDocument(allCalls);
    const connection = operationOf(document, 'POST', '/api/Users/connection/');
    const form = connection?.requestBody?.content['application/x-www-form-urlencoded'] as {
      schema: { properties: Record<string, unknown>; required: string[] };
    };
    expect(Object.keys(form.schema.properties)).toEqual(['email', 'password', 'club_id']);
    expect(form.schema.required).toEqual(['email', 'password']);
    expect(connection?.responses).toHaveProperty('429');
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: ['error', 'message'],
    });
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });

  it("documents a file answer's media types and a GET call's fields as query parameters", () => {
    const document = buildOpenApiDocument(allCalls);
    const exported = operationOf(
      document,
      'GET',
      '/api/Spots/exportLayer/{spotId}/{uploadedFlag}/{layerName}',
    );
    const success = exported?.responses[200] as { content: Record<string, unknown>; headers: object };
    expect(Object.keys(success.content)).toEqual([
      'application/vnd.google-earth.kml+xml',
      'application/vnd.google-earth.kmz',
      'application/gpx+xml',
      'application/geo+json',
    ]);
    expect(success.headers).toHaveProperty('Content-Disposition');
    expect(exported?.parameters).toContainEqual(
      expect.objectContaining({ name: 'format', in: 'query', required: false }),
    );
  });

  it('can express every schema of the contract in JSON Schema', () => {
    expect(() => buildOpenApiDocument(allCalls, { strict: true })).not.toThrow();
  });

  it('serves Swagger UI from local assets, on the bare domain and on club sites', async () => {
    const club = await buildClub(t.db);
    for (const host of ['localhost:3000', hostOf(club)]) {
      const page = await t.app.inject({ url: '/api/docs', headers: { host } });
      expect(page.statusCode, host).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script.startsWith('/api/docs/')).toBe(true);
        const asset = await t.app.inject({ url: script, headers: { host } });
        expect(asset.statusCode, script).toBe(200);
      }
      const spec = await t.app.inject({ url: '/api/docs/json', headers: { host } });
      expect(spec.json()).toMatchObject({ openapi: '3.1.0' });
    }
  });
});
