import { z } from 'zod';
import { APTITUDE_CODES, QUALIFICATION_CODES } from '../domain/aptitudes.ts';
import { PAPER_STATES } from '../domain/diver-file.ts';
import { defineCall, fileResponse } from './contract.ts';
import { boolField, dateField, idField, listText, nullable, text } from './fields.ts';

/**
 * Divers' papers (issue 34): the FFESSM licence, the medical certificate (CACI), the club membership and
 * a minor's parental consent, as dates only; the aptitudes French law reads (`domain/aptitudes.ts`); and
 * who vouches for each entry. A member reads and edits their own file; the club's managers and the super
 * administrator every member's. Each paper's state is computed for a day (`On`, the club's today by
 * default, or an outing's date).
 */

export const paperStateSchema = z.enum(PAPER_STATES);
export const aptitudeSchema = z.enum(APTITUDE_CODES);
export const qualificationSchema = z.enum(QUALIFICATION_CODES);

/** How a paper checked at sign-up is enforced: refused, let in with a notice, or not checked. */
export const PAPER_CHECK_MODES = ['block', 'warn', 'off'] as const;
export const paperCheckModeSchema = z.enum(PAPER_CHECK_MODES);
export type PaperCheckMode = z.infer<typeof paperCheckModeSchema>;

/** A paper on the day the file is read for. */
export const paperSchema = z.object({
  State: paperStateSchema,
  /** The last day it covers; null when missing, and for a parental consent. */
  Valid_until: z.string().nullable(),
  /** Days from `On` to `Valid_until` (negative: expired); null with it. */
  Days_left: z.number().int().nullable(),
});
export type Paper = z.infer<typeof paperSchema>;

/** The entries of a file that are either declared by the member or checked by a manager. */
export const CHECKABLE_ENTRIES = [
  'level',
  'qualifications',
  'licence',
  'medical_certificate',
  'membership',
  'parental_consent',
] as const;
export const checkableEntrySchema = z.enum(CHECKABLE_ENTRIES);
export type CheckableEntry = z.infer<typeof checkableEntrySchema>;

/** Who vouches for an entry: the member ("declared"), or a manager who saw the card or the paper. */
export const entryCheckSchema = z.object({
  Checked: z.boolean(),
  /** The manager who checked it, and when (ISO instant); null while declared. */
  Checked_by_name: z.string().nullable(),
  Checked_at: z.string().nullable(),
});
export type EntryCheck = z.infer<typeof entryCheckSchema>;

export const diverFileSchema = z.object({
  User_id: z.number().int(),
  Club_id: z.number().int(),
  Firstname: z.string(),
  Lastname: z.string(),
  Email: z.string(),
  Birthdate: z.string().nullable(),
  /** The card as the member declared it in their profile (kept shown beside assigned aptitudes). */
  Organism: z.string().nullable(),
  Diving_level: z.string().nullable(),
  Licence_number: z.string().nullable(),
  /** FFESSM season: `2027` runs from 15 September 2026 to 31 December 2027. */
  Licence_season: z.number().int().nullable(),
  Medical_certificate_date: z.string().nullable(),
  Membership_until: z.string().nullable(),
  Parental_consent: z.boolean(),
  Qualifications: z.array(qualificationSchema),
  /** Assigned by a manager after checking a card that gives none by law (A322-77). */
  Assigned_aptitudes: z.array(aptitudeSchema),
  Assigned_by_name: z.string().nullable(),
  Assigned_at: z.string().nullable(),
  /** Every aptitude held, implied ones included (`aptitudesOf`). */
  Aptitudes: z.array(aptitudeSchema),
  /** The day the states below are for (`YYYY-MM-DD`). */
  On: z.string(),
  Papers: z.object({
    Medical_certificate: paperSchema,
    Licence: paperSchema,
    Membership: paperSchema,
    /** Null when the member is not a minor on `On`. */
    Parental_consent: paperSchema.nullable(),
  }),
  Checks: z.object({
    Level: entryCheckSchema,
    Qualifications: entryCheckSchema,
    Licence: entryCheckSchema,
    Medical_certificate: entryCheckSchema,
    Membership: entryCheckSchema,
    Parental_consent: entryCheckSchema,
  }),
});
export type DiverFile = z.infer<typeof diverFileSchema>;

/** `?on=YYYY-MM-DD`: the day states are computed for; the club's today when absent. */
const onField = dateField.optional();

export const getDiverFile = defineCall({
  method: 'GET',
  path: '/api/Users/getDiverFile/{userId}',
  effect: 'read',
  summary:
    "A member's papers, aptitudes and who checked them, with each paper's state on `?on=` (the club's " +
    'today when absent). The member themself, the club’s managers and the super administrator only.',
  access: 'member',
  params: z.object({ userId: idField }),
  body: z.object({ on: onField }),
  response: diverFileSchema,
});

export const updateDiverFile = defineCall({
  method: 'POST',
  path: '/api/Users/updateDiverFile',
  effect: 'privateWrite',
  summary:
    "Write a member's papers and qualifications. A member writes their own: every entry they change " +
    'becomes "declared", and they cannot change `Assigned_aptitudes` or send `Checked` (403). A manager ' +
    'writes any member of the club: `Checked` lists the entries they vouch for after seeing the card or ' +
    'the paper (stamped with their name and the date; an entry left out becomes declared). ' +
    '`Assigned_aptitudes` absent: unchanged. Answers the file.',
  access: 'member',
  body: z.object({
    User_id: idField,
    Licence_number: nullable(text(40)),
    Licence_season: nullable(z.coerce.number().int().min(2000).max(2100)),
    Medical_certificate_date: nullable(dateField),
    Membership_until: nullable(dateField),
    Parental_consent: boolField.default(false),
    Qualifications: z
      .preprocess(listText, z.array(qualificationSchema).max(QUALIFICATION_CODES.length))
      .default([]),
    Assigned_aptitudes: z.preprocess(listText, z.array(aptitudeSchema).max(APTITUDE_CODES.length)).optional(),
    Checked: z.preprocess(listText, z.array(checkableEntrySchema).max(CHECKABLE_ENTRIES.length)).optional(),
  }),
  response: diverFileSchema,
});

/** Filters of the club's table: files with at least one paper in this state on the day. */
export const DIVER_FILE_FILTERS = ['expired', 'expiring', 'missing'] as const;

const diverFilesQuery = z.object({
  on: onField,
  state: z.enum(DIVER_FILE_FILTERS).optional(),
});

export const getDiverFiles = defineCall({
  method: 'GET',
  path: '/api/Clubs/getDiverFiles/{clubId}',
  effect: 'read',
  summary:
    "Every member's file of the club, by name, with each paper's state on `?on=` (the club's today when " +
    'absent); `?state=expired|expiring|missing` keeps the files with at least one paper in that state.',
  access: 'manager',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  body: diverFilesQuery,
  response: z.array(diverFileSchema),
});

export const exportDiverFiles = defineCall({
  method: 'GET',
  path: '/api/Clubs/exportDiverFiles/{clubId}',
  effect: 'read',
  summary: 'The table of papers as CSV (UTF-8, comma-separated), with the same `?on=` and `?state=`.',
  access: 'manager',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  body: diverFilesQuery,
  ...fileResponse(['text/csv']),
});

/** The fields of a file a CSV column may be mapped to. */
export const IMPORT_FIELDS = [
  'licence_number',
  'email',
  'lastname',
  'firstname',
  'birthdate',
  'licence_season',
  'medical_certificate_date',
  'membership_until',
] as const;
export const importFieldSchema = z.enum(IMPORT_FIELDS);
export type ImportField = z.infer<typeof importFieldSchema>;

/** How a row found its member: licence number, then e-mail, then name with birth date. */
export const importMatchSchema = z.enum(['licence_number', 'email', 'name_and_birthdate']);

export const importChangeSchema = z.object({
  Field: importFieldSchema,
  From: z.string().nullable(),
  To: z.string().nullable(),
});

export const importRowSchema = z.object({
  /** Line of the file, from 1 for the header. */
  Line: z.number().int(),
  /** The member it matched, or null. */
  User_id: z.number().int().nullable(),
  Name: z.string(),
  Matched_by: importMatchSchema.nullable(),
  Changes: z.array(importChangeSchema),
  /** Why the row is left out (no match, an unreadable date), or null. */
  Problem: z.string().nullable(),
});

export const importResultSchema = z.object({
  Dry_run: z.boolean(),
  /** The file's header, for mapping its columns. */
  Columns: z.array(z.string()),
  Rows: z.array(importRowSchema),
  Matched: z.number().int(),
  Unmatched: z.number().int(),
  /** Members whose file changes (or changed, when not a dry run). */
  Changed: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** Largest CSV accepted: a federation export of a big club is a few hundred kilobytes. */
export const DIVER_FILES_CSV_MAX_BYTES = 2_000_000;

export const importDiverFiles = defineCall({
  method: 'POST',
  path: '/api/Clubs/importDiverFiles',
  effect: 'privateWrite',
  summary:
    'Import papers from a CSV file (multipart field `file`; the federation’s club export or any ' +
    'spreadsheet, comma or semicolon separated). `Mapping` (JSON) maps column names to fields ' +
    '(`licence_number`, `email`, `lastname`, `firstname`, `birthdate`, `licence_season`, ' +
    '`medical_certificate_date`, `membership_until`; dates as YYYY-MM-DD or DD/MM/YYYY). Rows match a ' +
    'member by licence number, then e-mail, then name and birth date. With `Dry_run` true (the default) ' +
    'nothing is written: the answer previews what would change. Imported papers are checked by the ' +
    'manager. Importing the same file twice changes nothing.',
  access: 'manager',
  bodyKind: 'file',
  fileMaxBytes: DIVER_FILES_CSV_MAX_BYTES,
  clubFields: { Club_id: 'host' },
  body: z.object({
    Club_id: idField,
    Mapping: z.preprocess(
      (value) => {
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value);
        } catch {
          return value;
        }
      },
      z.record(z.string().max(200), importFieldSchema),
    ),
    Dry_run: boolField.default(true),
  }),
  response: importResultSchema,
});

/** The club's rules for papers (the manager's settings). */
export const paperRulesSchema = z.object({
  Medical_certificate_check: paperCheckModeSchema,
  Licence_check: paperCheckModeSchema,
  Membership_check: paperCheckModeSchema,
  /** Whether outings (and the dive plan) accept entries the member declared, or only checked ones. */
  Accept_declared: z.boolean(),
  /** The club's membership season ends on this day each year (`MM-DD`, e.g. `08-31`). */
  Season_end: z.string(),
  /** A weekly e-mail to the managers of what expires in the next 30 days. */
  Manager_digest: z.boolean(),
  /** False until a manager saved these rules (clubs that existed before start at "warn"). */
  Chosen: z.boolean(),
});
export type PaperRules = z.infer<typeof paperRulesSchema>;

export const getPaperRules = defineCall({
  method: 'GET',
  path: '/api/Clubs/getPaperRules/{clubId}',
  effect: 'read',
  summary: "The club's rules for divers' papers at sign-up, and its membership season's end.",
  access: 'member',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: paperRulesSchema,
});

export const editPaperRules = defineCall({
  method: 'POST',
  path: '/api/Clubs/editPaperRules',
  // The rules are columns of the club's row, which every request of the club reads (its cached copy too).
  changes: ['club'],
  summary:
    'The manager sets how each paper is checked at sign-up (`block`, `warn` or `off`), whether declared ' +
    'entries are accepted, the membership season’s end (`MM-DD`) and the weekly digest. Answers the rules.',
  access: 'manager',
  clubFields: { Club_id: 'host' },
  body: z.object({
    Club_id: idField,
    Medical_certificate_check: paperCheckModeSchema,
    Licence_check: paperCheckModeSchema,
    Membership_check: paperCheckModeSchema,
    Accept_declared: boolField,
    Season_end: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Expected MM-DD'),
    Manager_digest: boolField,
  }),
  response: paperRulesSchema,
});

/** A paper that does not cover an outing's day, as a sign-up's error or notice names it. */
export const paperProblemSchema = z.object({
  /** `medical_certificate_expired`, `licence_expired`, `membership_expired` or `paper_not_checked`. */
  Code: z.string(),
  Kind: z.enum(['medical_certificate', 'licence', 'membership', 'parental_consent']),
  /** Its last valid day, or null when missing. */
  Valid_until: z.string().nullable(),
});
export type PaperProblem = z.infer<typeof paperProblemSchema>;
