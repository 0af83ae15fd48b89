/**
 * The manager's spot infos form.
 * Only the web app's forms import this file: the schemas stay out of the public pages' JavaScript.
 */
import { z } from 'zod';
import { spotInfosInputSchema } from '../api/spots.ts';

/**
 * The spot infos in several languages at once, by language key: what the manager's spot infos form holds
 * (every language of the club, saved one editSpotInfos call each).
 */
export const spotInfosByLanguageSchema = (languageKeys: readonly string[]) =>
  z.object(Object.fromEntries(languageKeys.map((key) => [key, spotInfosInputSchema])));
