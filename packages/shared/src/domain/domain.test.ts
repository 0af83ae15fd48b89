import { describe, expect, it } from 'vitest';
import { aliasFromHost, isReservedAlias, isValidAlias } from './alias.ts';
import { humanFileSize } from './file-size.ts';
import { isLevelOf, levelsOf, ORGANISM_KEYS } from './organisms.ts';
import { generatePassword } from './password.ts';
import { practiceTypeSum, practiceTypesOf } from './practice-type.ts';
import { canEnterAdmin, isSuperAdministrator } from './roles.ts';

describe('club alias', () => {
  it('is the first label of a host with more than two labels', () => {
    expect(aliasFromHost('demo.example.com')).toBe('demo');
    expect(aliasFromHost('Demo.Example.com:8080')).toBe('demo');
    expect(aliasFromHost('a.b.example.co.uk')).toBe('a');
  });
  it('is never one of the labels that name the platform itself', () => {
    for (const label of ['www', 'api', 'admin']) expect(isReservedAlias(label)).toBe(true);
    expect(isReservedAlias('demo')).toBe(false);
  });
  it('is the first label of name.localhost for local use', () => {
    expect(aliasFromHost('demo.localhost:3000')).toBe('demo');
  });
  it('is absent on a bare domain, localhost or an IP address', () => {
    expect(aliasFromHost('example.com')).toBeNull();
    expect(aliasFromHost('localhost:3000')).toBeNull();
    expect(aliasFromHost('127.0.0.1:3000')).toBeNull();
    expect(aliasFromHost('[::1]:3000')).toBeNull();
    expect(aliasFromHost(undefined)).toBeNull();
  });
  it('accepts only lowercase letters and digits', () => {
    expect(isValidAlias('club42')).toBe(true);
    for (const bad of ['Club', 'my-club', 'my club', '', 'café', 'a'.repeat(64)]) {
      expect(isValidAlias(bad)).toBe(false);
    }
  });
});

describe('practice type', () => {
  it('is the bit sum swimmer 1, snorkeler 2, diver 4', () => {
    expect(practiceTypeSum([])).toBe(0);
    expect(practiceTypeSum(['swimmer', 'diver'])).toBe(5);
    expect(practiceTypeSum(['swimmer', 'snorkeler', 'diver', 'diver'])).toBe(7);
    expect(practiceTypesOf(6)).toEqual(['snorkeler', 'diver']);
  });
});

describe('organisms', () => {
  it('are the French federation and the six documented organisations, each with its own ladder', () => {
    expect(ORGANISM_KEYS).toEqual(['ffessm', 'padi', 'cmas', 'naui', 'bsac', 'ssi', 'sdi_tdi']);
    for (const organism of ORGANISM_KEYS) expect(levelsOf(organism).length).toBeGreaterThan(4);
  });
  it('accept a level only within its own organisation', () => {
    expect(isLevelOf('padi', 'padi_open_water')).toBe(true);
    expect(isLevelOf('ffessm', 'ffessm_mf1')).toBe(true);
    expect(isLevelOf('padi', 'ffessm_n2')).toBe(false);
    expect(isLevelOf('cmas', 'padi_open_water')).toBe(false);
    expect(isLevelOf(null, 'padi_open_water')).toBe(false);
    expect(isLevelOf('padi', null)).toBe(true);
  });
});

describe('human file size', () => {
  it('uses bytes, then KiB, MiB, GiB with one decimal, factor 1024', () => {
    expect(humanFileSize(0)).toBe('0 bytes');
    expect(humanFileSize(1023)).toBe('1023 bytes');
    expect(humanFileSize(1024)).toBe('1.0 KiB');
    expect(humanFileSize(1536)).toBe('1.5 KiB');
    expect(humanFileSize(2_000_000)).toBe('1.9 MiB');
    expect(humanFileSize(5 * 1024 ** 3)).toBe('5.0 GiB');
  });
});

describe('generated password', () => {
  it('has 8 letters and digits', () => {
    for (let i = 0; i < 50; i++) expect(generatePassword()).toMatch(/^[A-Za-z0-9]{8}$/);
  });
});

describe('roles', () => {
  it('open the admin area to 1 and 2 only, the super administrator screens to 1 only', () => {
    expect([1, 2, 3, null, 0].map(canEnterAdmin)).toEqual([true, true, false, false, false]);
    expect([1, 2, 3, null].map(isSuperAdministrator)).toEqual([true, false, false, false]);
  });
});
