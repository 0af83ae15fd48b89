import type { DiveActivity, DiveGas, PalanqueeRole, RescueKitItem } from '@club/shared/domain/dive-plan';

/**
 * What a safety sheet holds (A322-72), as kept in `safety_sheets.snapshot` (JSON) each time an outing's
 * dive plan is written, so that the sheet outlives the outing (kept at least SAFETY_SHEET_KEPT_DAYS after
 * its dive). Language-neutral: the PDF writes its labels in the reader's language, and a palanquée's problems
 * are kept as their articles, printed beside the dive director's override reason.
 */
export interface SafetySheetData {
  club: { name: string };
  outing: { id: number; title: string; timeZone: string };
  /** `dp` is the dive director's name: a field of the stored JSON, kept as sheets already hold it. */
  roles: { dp: string | null; pilot: string | null; surface: string | null; boat: string };
  rescueKit: RescueKitItem[];
  dives: SafetySheetDive[];
}

export interface SafetySheetDive {
  index: number;
  /** ISO 8601 instant; shown in `outing.timeZone`. */
  start: string;
  site: { name: string; latitude: number; longitude: number } | null;
  activity: DiveActivity;
  gas: DiveGas;
  plannedDepth: number;
  plannedDuration: number;
  signedBy: string | null;
  signedAt: string | null;
  signatureVoidedAt: string | null;
  palanquees: SafetySheetPalanquee[];
}

export interface SafetySheetPalanquee {
  number: number;
  activity: DiveActivity;
  autonomous: boolean;
  gas: DiveGas;
  plannedDepth: number;
  plannedDuration: number;
  maxDepth: number;
  /** The articles of the rules the palanquée breaks (`annexe III-16 b`), kept with the override reason. */
  problemArticles: string[];
  overrideReason: string | null;
  members: { lastname: string; firstname: string; aptitudes: string[]; role: PalanqueeRole }[];
  actual: {
    entryTime: string | null;
    exitTime: string | null;
    maxDepth: number | null;
    duration: number | null;
    stops: string;
  } | null;
}
