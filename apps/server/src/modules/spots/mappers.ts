import type { Spot } from '@club/shared/api/spots';
import type { SpotRow } from './queries.ts';

export function toSpot(row: SpotRow): Spot {
  return {
    Id: row.id,
    Club_id: row.clubId,
    Name: row.name,
    Country_id: row.countryId,
    Country_code: row.countryCode,
    Region: row.region,
    Town: row.town,
    Longitude: row.longitude,
    Latitude: row.latitude,
    File_3d_url: row.file3dUrl,
    Live: row.live,
    Live_url: row.liveUrl,
    Picture: row.pictureUrl,
  };
}
