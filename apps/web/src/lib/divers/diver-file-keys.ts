/**
 * Query keys of divers' files (issue 34), shared by the features that read them (papers, profile,
 * members). All live under `diverFiles`, so that a write refreshes the manager's table of papers too.
 */
export const diverFileKeys = {
  all: ['diverFiles'] as const,
  file: (userId: number) => ['diverFiles', 'file', userId] as const,
  rules: (clubId: number) => ['diverFiles', 'rules', clubId] as const,
};
