import { getSpotsByClub, type Spot } from '@club/shared/api/spots';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { spots } from '../../db/schema/spots.ts';
import { registerCall } from '../../platform/api-routes.ts';
import { notFound } from '../../platform/errors.ts';

function toSpot(row: typeof spots.$inferSelect): Spot {
  return {
    Id: row.id,
    Club_id: row.clubId,
    Name: row.name,
    Country_id: row.countryId,
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

export function spotsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getSpotsByClub, async ({ club, params }) => {
    if (params.clubId !== club.id) throw notFound('No such club on this site');
    const rows = await deps.db
      .select()
      .from(spots)
      .where(eq(spots.clubId, club.id))
      .orderBy(asc(spots.name), asc(spots.id));
    return rows.map(toSpot);
  });
}
