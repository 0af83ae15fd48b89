/**
 * Query keys of the dive plans feature. The plan is answered in the reader's language (the problems'
 * messages), so its key carries it. The outing read for the plan's page sits under `outings`: an
 * outing's write (its spots, its date) refreshes it too.
 */
export const divePlanKeys = {
  all: ['divePlans'] as const,
  plans: (outingId: number) => ['divePlans', 'plan', outingId] as const,
  plan: (outingId: number, language: string) => ['divePlans', 'plan', outingId, language] as const,
  safetySheets: (clubId: number) => ['divePlans', 'safetySheets', clubId] as const,
  outing: (outingId: number, language: string) =>
    ['outings', 'dive-plan-outing', outingId, language] as const,
};
