import {
  editPaperRules,
  exportDiverFiles,
  getDiverFile,
  getDiverFiles,
  getPaperRules,
  importDiverFiles,
  updateDiverFile,
} from '@club/shared/api/diver-files';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { importDiverFilesCsv } from './import.ts';
import * as rules from './paper-rules.ts';
import * as files from './service.ts';
import { exportDiverFilesCsv, listDiverFiles } from './table.ts';

export function diverFilesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  registerCall(app, getDiverFile, ({ club, actor, params, body }) =>
    files.getDiverFile(db, { club, actor }, { userId: params.userId, on: body.on }),
  );
  registerCall(app, updateDiverFile, ({ club, actor, body }) =>
    files.updateDiverFile(db, { club, actor }, body),
  );
  registerCall(app, getDiverFiles, ({ club, actor, body }) => listDiverFiles(db, { club, actor }, body));
  registerCall(app, exportDiverFiles, ({ club, actor, body }) =>
    exportDiverFilesCsv(db, { club, actor }, body),
  );
  registerCall(app, importDiverFiles, ({ club, actor, body, file }) =>
    importDiverFilesCsv(db, { club, actor }, body, file),
  );
  registerCall(app, getPaperRules, ({ club }) => rules.getPaperRules(db, club.id));
  registerCall(app, editPaperRules, ({ club, body }) => rules.editPaperRules(db, club.id, body));
}
