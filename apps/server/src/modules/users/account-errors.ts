import { errorCodes } from '@club/shared/api/errors';
import { AppError } from '../../platform/http/errors.ts';

export const emailTaken = () =>
  new AppError(409, errorCodes.emailTaken, 'An account of this club already uses this e-mail');
export const wrongPassword = () => new AppError(400, errorCodes.wrongPassword, 'The password is not right');
