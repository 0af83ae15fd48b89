import {
  createCarouselPicture,
  deleteCarouselPicture,
  editClub,
  editClubInfos,
  editLogoUrl,
  getAllLanguages,
  getCarousel,
  getClub,
  getClubByAlias,
  getInfos,
  getInfosAdmin,
  getLanguagesByClub,
  getSubscription,
  toggleLive,
} from '@club/shared/api/clubs';
import {
  createClub,
  deleteClub,
  editClubByAdmin,
  getAllClubSubscription,
  getClubsForAdmin,
} from '@club/shared/api/clubs-super-administrator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import { getInfosForEdit, getPublicInfos, saveInfos } from './infos.ts';
import * as ownClub from './own-club-service.ts';
import {
  getLanguagesOfClub,
  getPlatformLanguages,
  getPublicClubByAlias,
  getSubscriptionById,
} from './service.ts';
import * as superAdministrator from './super-administrator-service.ts';

export function clubsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store } = deps;
  const fileData = (file: { data: Buffer } | null) => {
    if (!file) throw invalidInput('Send the picture in the field "file"');
    return file.data;
  };

  registerCall(app, getClubByAlias, ({ params }) => getPublicClubByAlias(db, params.alias));
  registerCall(app, getLanguagesByClub, ({ club }) => getLanguagesOfClub(db, club));
  registerCall(app, getCarousel, ({ club }) => ownClub.getCarousel(db, club));
  registerCall(app, getInfos, ({ club, language }) => getPublicInfos(db, club, { language }));
  registerCall(app, getAllLanguages, () => getPlatformLanguages(db));
  registerCall(app, getSubscription, ({ params }) => getSubscriptionById(db, params.id));

  registerCall(app, getClub, ({ club, actor, params }) =>
    ownClub.getClubForAdmin(db, { club, actor }, params.id),
  );
  registerCall(app, getInfosAdmin, ({ club, params }) => getInfosForEdit(db, club, params.languageKey));
  registerCall(app, editClubInfos, ({ club, body }) => saveInfos(db, club, body));
  registerCall(app, editClub, ({ club, body }) => ownClub.saveOwnClub(db, club, body));
  registerCall(app, toggleLive, ({ club }) => ownClub.toggleClubLive(db, club));
  registerCall(app, createCarouselPicture, ({ club, file }) =>
    ownClub.addCarouselSlide(db, store, club, fileData(file)),
  );
  registerCall(app, deleteCarouselPicture, ({ club, params }) =>
    ownClub.removeCarouselSlide(db, store, club, params.id),
  );
  registerCall(app, editLogoUrl, ({ club, file }) => ownClub.replaceLogo(db, store, club, fileData(file)));

  registerCall(app, getAllClubSubscription, () => superAdministrator.getAllSubscriptions(db));
  registerCall(app, getClubsForAdmin, ({ params }) => superAdministrator.listClubsForAdmin(db, params.page));
  registerCall(app, createClub, ({ body }) => superAdministrator.createClubWithManager(db, body));
  registerCall(app, editClubByAdmin, ({ body }) => superAdministrator.saveClubByAdmin(db, body));
  registerCall(app, deleteClub, ({ club, actor, params }) =>
    superAdministrator.deleteClubById(db, store, { club, actor }, params.id),
  );
}
