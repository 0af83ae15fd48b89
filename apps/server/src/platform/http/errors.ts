import { type ApiError, type ErrorCode, errorCodes } from '@club/shared/api/errors';

/** The paper a refusal is about (`medical_certificate_expired`...), sent in the error's body. */
export type ErrorPaper = NonNullable<ApiError['paper']>;

/**
 * The one error type of the server: thrown anywhere, answered as `{ error, message }` with its status
 * (and `paper` when it names one).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly paper: ErrorPaper | undefined;

  constructor(status: number, code: ErrorCode, message: string, details: { paper?: ErrorPaper } = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.paper = details.paper;
  }
}

export const notFound = (what = 'Not found') => new AppError(404, errorCodes.notFound, what);
export const forbidden = (what = 'You may not do this') => new AppError(403, errorCodes.forbidden, what);
export const invalidInput = (what: string) => new AppError(400, errorCodes.invalidInput, what);
