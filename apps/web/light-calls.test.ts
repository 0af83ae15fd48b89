import { errorCodes } from '@club/shared/api/errors';
import * as layers from '@club/shared/api/layers';
import { allCalls } from '@club/shared/api/registry';
import * as spots from '@club/shared/api/spots';
import { describe, expect, it } from 'vitest';
import {
  isPlainData,
  type LightExports,
  lightExportsOf,
  lightModuleCode,
  lightRegistryCode,
  splitContractImports,
} from './light-calls.ts';
import { type KeptReadCall, keepsReadsOf } from './src/features/offline/offline-routes.ts';

const spotExports = lightExportsOf(spots as unknown as Record<string, unknown>);
const exportsOf = (module: string): LightExports | undefined =>
  module === 'spots' ? spotExports : module === 'errors' ? lightExportsOf({ errorCodes }) : undefined;

describe('lightExportsOf', () => {
  it("keeps of a call what callApi reads, the same as the real call's, and plain data as it is", () => {
    expect(spotExports.calls.get('getSpotsByClub')).toEqual({
      method: spots.getSpotsByClub.method,
      path: spots.getSpotsByClub.path,
      bodyKind: spots.getSpotsByClub.bodyKind,
      responseKind: spots.getSpotsByClub.responseKind,
      effect: spots.getSpotsByClub.effect,
      shows: spots.getSpotsByClub.shows,
      changes: spots.getSpotsByClub.changes,
    });
    expect(spotExports.calls.get('getSpotsByClub')?.shows).toEqual(spots.getSpotsByClub.shows);
    // What a write changes goes light too: lib/calls.ts forgets the reads showing it.
    expect(spotExports.calls.get('deleteSpot')?.changes).toEqual(spots.deleteSpot.changes);
    expect(spotExports.calls.get('deleteSpot')?.effect).toBeUndefined();
    const layerExports = lightExportsOf(layers as unknown as Record<string, unknown>);
    expect(layerExports.data.get('KML_MAX_CHARS')).toBe(layers.KML_MAX_CHARS);
    // A schema is neither a call nor data: a module importing one keeps the real import.
    expect(spotExports.calls.has('spotSchema') || spotExports.data.has('spotSchema')).toBe(false);
    expect(isPlainData({ a: [1, 'b', null] })).toBe(true);
    expect(isPlainData({ check: () => true })).toBe(false);
  });
});

describe('splitContractImports', () => {
  it('takes light the calls a module names or reads the light fields of, and real the ones whose schemas it reads', () => {
    const code = [
      "import { getSpotsByClub, editSpot as edit, spotSchema, type Spot } from '@club/shared/api/spots';",
      "import { errorCodes } from '@club/shared/api/errors';",
      "// getSpotsByClub.body is not read here: 'edit.body' in a string neither",
      'callApi(getSpotsByClub); link(getSpotsByClub.path, getSpotsByClub?.aliases); useForm(edit.body); errorCodes.notFound;',
    ].join('\n');
    const split = splitContractImports(code, exportsOf)?.split('\n') ?? [];
    expect(split[0]).toBe(
      "import { getSpotsByClub, type Spot } from '@club/shared/api/spots?light=getSpotsByClub'; " +
        "import { editSpot as edit, spotSchema } from '@club/shared/api/spots';",
    );
    expect(split[1]).toBe("import { errorCodes } from '@club/shared/api/errors?light=errorCodes';");
  });

  it('takes real a call read by a computed property or a field the light copy has not', () => {
    for (const read of ['getSpotsByClub[field]', 'getSpotsByClub?.[field]', 'getSpotsByClub.params']) {
      const code = `import { getSpotsByClub } from '@club/shared/api/spots';\n${read};`;
      expect(splitContractImports(code, exportsOf)).toBeNull();
    }
  });

  it('leaves a module that takes nothing light unchanged', () => {
    expect(
      splitContractImports("import { spotSchema } from '@club/shared/api/spots';", exportsOf),
    ).toBeNull();
    expect(splitContractImports("import { x } from '@club/shared/api/unknown';", exportsOf)).toBeNull();
  });
});

describe('lightModuleCode', () => {
  it('makes a call whose schemas throw when read, and that a query key can hash', async () => {
    const code = lightModuleCode('@club/shared/api/spots', spotExports, 'getSpotsByClub').replace(
      /import \{ light \} from "[^"]+";/,
      '',
    );
    const helper = (await import('./light-calls.ts')).lightHelperCode;
    const module = await import(
      `data:text/javascript,${encodeURIComponent(`${helper.replace('export function', 'function')}\n${code}`)}`
    );
    const call = module.getSpotsByClub as Record<string, unknown>;
    expect(call.path).toBe(spots.getSpotsByClub.path);
    expect(() => call.response).toThrow(/getSpotsByClub\.response: a light call/);
    expect(JSON.stringify(call)).toContain(spots.getSpotsByClub.path);
  });
});

describe('lightRegistryCode', () => {
  it('gives the service worker every call of the contract with what its rules read, and none of its schemas', async () => {
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(lightRegistryCode(allCalls))}`
    )) as { allCalls: (KeptReadCall & Record<string, unknown>)[] };
    expect(module.allCalls).toHaveLength(allCalls.length);
    const light = module.allCalls.find((call) => call.path === spots.getSpotsByClub.path);
    expect(light).toEqual({
      method: spots.getSpotsByClub.method,
      path: spots.getSpotsByClub.path,
      access: spots.getSpotsByClub.access,
      effect: spots.getSpotsByClub.effect,
    });
    // The service worker's rules, on the light copies, keep what they keep on the real calls.
    expect(module.allCalls.filter(keepsReadsOf).map((call) => call.path)).toEqual(
      allCalls.filter(keepsReadsOf).map((call) => call.path),
    );
  });
});
