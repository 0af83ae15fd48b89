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
import { getLanguagesOfClub, getPublicClubByAlias } from './service.ts';

export function clubsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, store } = deps;
  const fileData = (file: { data: Buffer } | null) => {
    if (!file) throw invalidInput('Send the picture in the field "file"');
    return file.data;
  };

  registerCall(app, getClubByAlias, ({ params }) => getPublicClubByAlias(db, params.alias));
  registerCall(app, getLanguagesByClub, ({ club, params }) => getLanguagesOfClub(db, club));
  registerCall(app, getCarousel, ({ club, params }) => admin.getCarousel(db, club));
  registerCall(app, getInfos, ({ club, params, language }) => admin.getPublicInfos(db, club, { language }));
  registerCall(app, getAllLanguages, () => admin.getAllLanguages(db));
  registerCall(app, getSubscription, ({ params }) => admin.getSubscription(db, params.id));

  registerCall(app, getClub, ({ club, actor, params }) =>
    admin.getClubForAdmin(db, { club, actor }, params.id),
  );
  registerCall(app, getInfosAdmin, ({ club, actor, params }) =>
    admin.getInfosForEdit(db, { club, actor }, { clubId: params.clubId, languageKey: params.languageKey }),
  );
  registerCall(app, editClubInfos, ({ club, actor, body }) => admin.saveInfos(db, { club, actor }, body));
  registerCall(app, editClub, ({ club, actor, body }) => admin.saveOwnClub(db, { club, actor }, body));
  registerCall(app, toggleLive, ({ club, actor, params }) =>
    admin.toggleClubLive(db, { club, actor }, params.id),
  );
  registerCall(app, createCarouselPicture, ({ club, actor, file }) =>
    admin.addCarouselPicture(db, store, { club, actor }, fileData(file)),
  );
  registerCall(app, deleteCarouselPicture, ({ club, actor, params }) =>
    admin.removeCarouselPicture(db, store, { club, actor }, params.id),
  );
  registerCall(app, editLogoUrl, ({ club, actor, file }) =>
    admin.replaceLogo(db, store, { club, actor }, fileData(file)),
  );

  registerCall(app, getAllClubSubscription, () => admin.getAllSubscriptions(db));
  registerCall(app, getClubsForAdmin, ({ club, actor, params }) =>
    admin.listClubsForAdmin(db, { club, actor }, params.page),
  );
  registerCall(app, createClub, ({ club, actor, body }) =>
    admin.createClubWithManager(db, { club, actor }, body),
  );
  registerCall(app, editClubByAdmin, ({ club, actor, body }) =>
    admin.saveClubByAdmin(db, { club, actor }, body),
  );
  registerCall(app, deleteClub, ({ club, actor, params }) =>
    admin.deleteClubById(db, store, { club, actor }, params.id),
  );
}
