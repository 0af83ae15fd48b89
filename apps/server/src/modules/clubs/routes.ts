import {
  createCarouselPicture,
  createClub,
  deleteCarouselPicture,
  deleteClub,
  editClub,
  editClubByAdmin,
  editClubInfos,
  editLogoUrl,
  getAllClubSubscription,
  getAllLanguages,
  getCarousel,
  getClub,
  getClubByAlias,
  getClubsForAdmin,
  getInfos,
  getInfosAdmin,
  getLanguagesByClub,
  getSubscription,
  toggleLive,
} from '@club/shared/api/clubs';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/api-routes.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { invalidInput } from '../../platform/errors.ts';
import * as admin from './admin-service.ts';
import { getInfosForEdit, getPublicInfos, saveInfos } from './infos.ts';
import { getLanguagesOfClub, getPublicClubByAlias } from './service.ts';

export function clubsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store } = deps;
  const fileData = (file: { data: Buffer } | null) => {
    if (!file) throw invalidInput('Send the picture in the field "file"');
    return file.data;
  };

  registerCall(app, getClubByAlias, ({ params }) => getPublicClubByAlias(db, params.alias));
  registerCall(app, getLanguagesByClub, ({ club }) => getLanguagesOfClub(db, club));
  registerCall(app, getCarousel, ({ club }) => admin.getCarousel(db, club));
  registerCall(app, getInfos, ({ club, language }) => getPublicInfos(db, club, { language }));
  registerCall(app, getAllLanguages, () => admin.getAllLanguages(db));
  registerCall(app, getSubscription, ({ params }) => admin.getSubscription(db, params.id));

  registerCall(app, getClub, ({ club, actor, params }) =>
    admin.getClubForAdmin(db, { club, actor }, params.id),
  );
  registerCall(app, getInfosAdmin, ({ club, params }) => getInfosForEdit(db, club, params.languageKey));
  registerCall(app, editClubInfos, ({ club, body }) => saveInfos(db, club, body));
  registerCall(app, editClub, ({ club, body }) => admin.saveOwnClub(db, club, body));
  registerCall(app, toggleLive, ({ club }) => admin.toggleClubLive(db, club));
  registerCall(app, createCarouselPicture, ({ club, file }) =>
    admin.addCarouselPicture(db, store, club, fileData(file)),
  );
  registerCall(app, deleteCarouselPicture, ({ club, params }) =>
    admin.removeCarouselPicture(db, store, club, params.id),
  );
  registerCall(app, editLogoUrl, ({ club, file }) => admin.replaceLogo(db, store, club, fileData(file)));

  registerCall(app, getAllClubSubscription, () => admin.getAllSubscriptions(db));
  registerCall(app, getClubsForAdmin, ({ params }) => admin.listClubsForAdmin(db, params.page));
  registerCall(app, createClub, ({ body }) => admin.createClubWithManager(db, body));
  registerCall(app, editClubByAdmin, ({ body }) => admin.saveClubByAdmin(db, body));
  registerCall(app, deleteClub, ({ club, actor, params }) =>
    admin.deleteClubById(db, store, { club, actor }, params.id),
  );
}
