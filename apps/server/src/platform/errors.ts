import { type ErrorCode, errorCodes } from '@club/shared/api/errors';

/** The one error type of the server: thrown anywhere, answered as `{ error, message }` with its status. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;

  constructor(status: number, code: ErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const notFound = (what = 'Not found') => new AppError(404, errorCodes.notFound, what);
export const forbidden = (what = 'You may not do this') => new AppError(403, errorCodes.forbidden, what);
export const invalidInput = (what: string) => new AppError(400, errorCodes.invalidInput, what);
