import { getClubByAlias } from '@club/shared/api/clubs';
import { uploadLayerFile } from '@club/shared/api/layers';
import { describe, expect, it } from 'vitest';
import { withFileCallFields } from './file-call-fields.ts';

describe('withFileCallFields', () => {
  it("puts a file call's fields in the query string, as the server reads them", () => {
    expect(
      withFileCallFields(uploadLayerFile, '/api/Spots/uploadLayerFile', { Spot_id: 3, Name: 'Épave' }),
    ).toBe('/api/Spots/uploadLayerFile?Spot_id=3&Name=%C3%89pave');
    expect(
      withFileCallFields(uploadLayerFile, '/api/Spots/uploadLayerFile', { Spot_id: 3, Name: undefined }),
    ).toBe('/api/Spots/uploadLayerFile?Spot_id=3');
  });

  it('leaves the URL of other calls alone: their fields travel in the body', () => {
    expect(withFileCallFields(getClubByAlias, '/api/Clubs/getClubByAlias/demo', { alias: 'demo' })).toBe(
      '/api/Clubs/getClubByAlias/demo',
    );
  });
});
