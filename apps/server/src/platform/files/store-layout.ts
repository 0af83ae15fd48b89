/**
 * Where a spot's KML layers live in the file store (SPEC: `Kmls/{spotId}/`, `Kmls/{spotId}/uploaded/`):
 * the layers write there, and a spot's or a club's deletion removes the folder whole.
 */
export const spotLayersFolder = (spotId: number) => `Kmls/${spotId}`;
