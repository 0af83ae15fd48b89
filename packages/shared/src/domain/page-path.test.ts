import { describe, expect, it } from 'vitest';
import { countedPagePath } from './page-path.ts';

describe('counted page path', () => {
  it('keeps public routes with their ids', () => {
    expect(countedPagePath('/')).toBe('/');
    expect(countedPagePath('/club')).toBe('/club');
    expect(countedPagePath('/galerie/3/12/')).toBe('/galerie/3/12');
  });

  it('never counts admin pages, never keeps a token, and counts unknown paths as home', () => {
    expect(countedPagePath('/admin/club')).toBeNull();
    expect(countedPagePath('/auth/abcdefghijklmnop')).toBe('/auth');
    expect(countedPagePath('/change_email/secret-token-value')).toBe('/change_email');
    expect(countedPagePath('/whatever/made/up')).toBe('/');
    expect(countedPagePath('/news/12<script>')).toBe('/news');
  });
});
