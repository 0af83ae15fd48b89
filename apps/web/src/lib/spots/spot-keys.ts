/**
 * Query keys of the spot calls, every one of them (the spots list, a spot, its sheet, layers, media,
 * replays, the quota, the map's settings). They sit in lib/ because several features read the same
 * spots (the home map, the spot administration, the media filters, the live banner): one key per
 * resource, so one answer is shared and one invalidation reaches every reader. `spotKeys.all`
 * invalidates everything about spots after a write; the map's settings stay outside it, since no spot
 * write changes them.
 */
export const spotKeys = {
  all: ['spots'] as const,
  list: (clubId: number) => ['spots', 'list', clubId] as const,
  one: (spotId: number) => ['spots', 'one', spotId] as const,
  layers: (spotId: number) => ['spots', 'layers', spotId] as const,
  /** A layer's saved versions, then one version's KML (its id being the layer's spot, kind and name). */
  layerVersions: (spotId: number, uploaded: boolean, name: string) =>
    ['spots', 'layer-versions', spotId, uploaded, name] as const,
  layerVersion: (spotId: number, uploaded: boolean, name: string, version: number) =>
    ['spots', 'layer-version', spotId, uploaded, name, version] as const,
  /** The public sheet carries the reading language: the server answers in it. */
  infos: (spotId: number, language?: string) =>
    language === undefined
      ? (['spots', 'infos', spotId] as const)
      : (['spots', 'infos', spotId, language] as const),
  /** The sheet as written in one language of the club, for its editor; without the language, all of them. */
  infosAdmin: (spotId: number, languageKey?: string) =>
    languageKey === undefined
      ? (['spots', 'infos-admin', spotId] as const)
      : (['spots', 'infos-admin', spotId, languageKey] as const),
  media: (spotId: number) => ['spots', 'media', spotId] as const,
  replays: (spotId: number, page: number) => ['spots', 'replays', spotId, page] as const,
  quota: ['spots', 'quota'] as const,
  mapConfig: ['map-config'] as const,
};
