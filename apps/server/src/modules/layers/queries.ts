import { asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { layers, layerVersions } from '../../db/schema/spots.ts';
import { users } from '../../db/schema/users.ts';
import { acrossClubs, clubRow, ofClub, ofClubOrClubless } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/** Every query takes the club's id: another club's layer is never read nor written. */

export type LayerRow = typeof layers.$inferSelect;

export function listLayers(db: Executor, clubId: number, spotId: number, uploaded?: boolean) {
  return db
    .select()
    .from(layers)
    .where(
      ofClub(
        layers,
        clubId,
        eq(layers.spotId, spotId),
        uploaded === undefined ? undefined : eq(layers.uploaded, uploaded),
      ),
    )
    .orderBy(asc(layers.name), asc(layers.id));
}

export function findLayer(
  db: Executor,
  clubId: number,
  spotId: number,
  uploaded: boolean,
  name: string,
): Promise<LayerRow | null> {
  return db
    .select()
    .from(layers)
    .where(
      ofClub(layers, clubId, eq(layers.spotId, spotId), eq(layers.uploaded, uploaded), eq(layers.name, name)),
    )
    .limit(1)
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** A new layer's id taken before its row is written, so files stored beside it can be named by it. */
export async function reserveLayerId(db: Executor): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('layers', 'id'))::integer as id`,
  )) as unknown as { rows: Array<{ id: number }> };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('no layer id reserved');
  return id;
}

export async function insertLayer(
  db: Executor,
  clubId: number,
  values: Omit<typeof layers.$inferInsert, 'clubId'>,
): Promise<LayerRow> {
  const [row] = await db
    .insert(layers)
    .values(clubRow(layers, clubId, values))
    .returning();
  if (!row) throw new Error('layer not inserted');
  return row;
}

export async function updateLayer(
  db: Executor,
  clubId: number,
  layerId: number,
  values: Partial<Omit<typeof layers.$inferInsert, 'clubId'>>,
): Promise<LayerRow> {
  const [row] = await db
    .update(layers)
    .set(values)
    .where(ofClub(layers, clubId, eq(layers.id, layerId)))
    .returning();
  if (!row) throw new Error('layer not updated');
  return row;
}

export async function deleteLayerRow(db: Executor, clubId: number, layerId: number): Promise<void> {
  await db.delete(layers).where(ofClub(layers, clubId, eq(layers.id, layerId)));
}

export async function insertLayerVersion(
  db: Executor,
  clubId: number,
  values: Omit<typeof layerVersions.$inferInsert, 'clubId'>,
): Promise<void> {
  await db.insert(layerVersions).values(clubRow(layerVersions, clubId, values));
}

export function listLayerVersions(db: Executor, clubId: number, layerId: number) {
  return db
    .select({
      version: layerVersions.version,
      savedAt: layerVersions.savedAt,
      size: layerVersions.size,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(layerVersions)
    .leftJoin(users, ofClubOrClubless(users, clubId, eq(users.id, layerVersions.savedBy)))
    .where(ofClub(layerVersions, clubId, eq(layerVersions.layerId, layerId)))
    .orderBy(desc(layerVersions.version));
}

export function findLayerVersion(db: Executor, clubId: number, layerId: number, version: number) {
  return db
    .select()
    .from(layerVersions)
    .where(
      ofClub(layerVersions, clubId, eq(layerVersions.layerId, layerId), eq(layerVersions.version, version)),
    )
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Deletes a layer's versions beyond the `kept` newest; returns their file keys. */
export async function pruneLayerVersions(
  db: Executor,
  clubId: number,
  layerId: number,
  kept: number,
): Promise<string[]> {
  const old = await db
    .select({ id: layerVersions.id, fileKey: layerVersions.fileKey })
    .from(layerVersions)
    .where(ofClub(layerVersions, clubId, eq(layerVersions.layerId, layerId)))
    .orderBy(desc(layerVersions.version))
    .offset(kept);
  if (old.length === 0) return [];
  const ids = old.map((row) => row.id);
  await db.delete(layerVersions).where(ofClub(layerVersions, clubId, inArray(layerVersions.id, ids)));
  return old.map((row) => row.fileKey);
}

/** File keys of the versions of one layer, or of every layer of a spot. */
export async function listLayerVersionKeys(
  db: Executor,
  clubId: number,
  target: { spotId: number } | { layerId: number },
): Promise<string[]> {
  const rows = await db
    .select({ fileKey: layerVersions.fileKey })
    .from(layerVersions)
    .where(
      ofClub(
        layerVersions,
        clubId,
        'layerId' in target
          ? eq(layerVersions.layerId, target.layerId)
          : eq(layerVersions.spotId, target.spotId),
      ),
    );
  return rows.map((row) => row.fileKey);
}

/** Up to `limit` layers of every club with an id above `afterId`, by id: what finds a layer's files. */
export function listLayersAfter(db: Executor, afterId: number, limit: number) {
  return db
    .select({
      id: layers.id,
      clubId: layers.clubId,
      spotId: layers.spotId,
      uploaded: layers.uploaded,
      version: layers.version,
    })
    .from(acrossClubs(layers, 'the shapes backfill walks the layers of every club'))
    .where(gt(layers.id, afterId))
    .orderBy(asc(layers.id))
    .limit(limit);
}

/** The layer's version, its row locked until the transaction ends (as a save locks it); null once deleted. */
export async function lockLayerVersion(
  tx: Executor,
  clubId: number,
  layerId: number,
): Promise<number | null> {
  const [row] = await tx
    .select({ version: layers.version })
    .from(layers)
    .where(ofClub(layers, clubId, eq(layers.id, layerId)))
    .for('update');
  return row?.version ?? null;
}
