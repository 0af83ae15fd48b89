/** Practice type is a bit sum: swimmer 1, snorkeler 2, diver 4. */
export const PRACTICE_TYPES = { swimmer: 1, snorkeler: 2, diver: 4 } as const;
export type PracticeType = keyof typeof PRACTICE_TYPES;
export const PRACTICE_TYPE_MAX = 7;

export function practiceTypeSum(types: readonly PracticeType[]): number {
  return [...new Set(types)].reduce((sum, type) => sum | PRACTICE_TYPES[type], 0);
}

export function practiceTypesOf(sum: number): PracticeType[] {
  return (Object.keys(PRACTICE_TYPES) as PracticeType[]).filter((type) => (sum & PRACTICE_TYPES[type]) !== 0);
}
