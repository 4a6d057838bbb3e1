import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../plugins/storage';
import { catalogueReferenceServiceFor } from '../catalogue-reference';
import { usersServiceFor } from '../users';
import { createClassPackagesRepository } from './class-packages/class-packages.repository';
import { cachedAnswerHooks } from './read-cache/cached-answers';
import { createClassPackagesService } from './class-packages/class-packages.service';
import { createLiveClassesRepository } from './live-classes/live-classes.repository';
import { liveClassesRoutes } from './live-classes/live-classes.routes';
import { createLiveClassesService } from './live-classes/live-classes.service';
import { createMaterialsRepository } from './materials/materials.repository';
import { materialsRoutes } from './materials/materials.routes';
import { createMaterialsService } from './materials/materials.service';
import { mediaRoutes } from './media/media.routes';
import { type CatalogueReadCache, type CatalogueReadNamespace, noReadCache } from './read-cache/read-cache';
import { createReviewsRepository } from './reviews/reviews.repository';
import { createReviewsService } from './reviews/reviews.service';
import { createSkillCoursesRepository } from './skill-courses/skill-courses.repository';
import { skillCoursesRoutes } from './skill-courses/skill-courses.routes';
import { createSkillCoursesService } from './skill-courses/skill-courses.service';
import { createTutorsRepository } from './tutors/tutors.repository';
import { tutorsRoutes } from './tutors/tutors.routes';
import { createTutorsService } from './tutors/tutors.service';

/** Tables other modules reference by foreign key only (read and write them through the catalogue's services). */
export { liveClasses as liveClassesTable } from './live-classes/live-classes.tables';
export { skillLessons as skillLessonsTable } from './skill-courses/skill-courses.tables';
export { tutorProfiles as tutorProfilesTable } from './tutors/tutors.tables';
export type { NewClassPackage } from './class-packages/class-packages.service';
export type { NewLiveClass } from './live-classes/live-classes.service';
export { materialFileKeys, type NewMaterial } from './materials/materials.service';
export { coverKeyOf, coverUrlOf } from './media/media.routes';
export { firstPagesOf, pageCountOf } from './materials/pdf-preview';
export {
  classIdsOfPackages,
  type CourseLesson,
  isPublicTutorId,
  lessonOfCourse,
  liveClassCardsByIds,
  liveClassExists,
  liveClassWithSessions,
  materialCardsByIds,
  materialExists,
  materialFullFile,
  skillCourseCardsByIds,
  skillCourseExists,
  skillCourseWithLessons,
  subjectIdsOfTutor,
  tutorCardsByIds,
} from './owned-items/owned-items.repository';
export {
  purchasableItems,
  releaseSeats,
  takeSeats,
  type PurchasableItem,
  type PurchasableRef,
} from './purchasable/purchasable.repository';
export {
  CATALOGUE_CHANGE_CHANNEL,
  catalogueTables,
  namespacesByTable,
} from './read-cache/cache-dependencies';
export {
  CatalogueCache,
  type CatalogueCacheOptions,
  type CatalogueCacheStats,
} from './read-cache/catalogue-cache';
export { preferredEncoding } from './read-cache/cached-answers';
export type { CatalogueReadCache, CatalogueReadNamespace } from './read-cache/read-cache';
export { catalogueCachePlugin } from './read-cache/read-cache.plugin';
export type { NewReview } from './reviews/reviews.service';
export { SEARCH_THRESHOLD } from './search/search';
export type { NewSkillCourse } from './skill-courses/skill-courses.service';
export type { NewTutorProfile } from './tutors/tutors.service';

export interface CatalogueOptions {
  storage: FileStorage;
  /** Read-through cache of the public reads (default: none). */
  cache?: CatalogueReadCache;
}

/** The catalogue services over a database: tutors, classes, packages, materials, life-skill courses, reviews. */
export function catalogueServicesFor(db: Database, { storage, cache = noReadCache }: CatalogueOptions) {
  const reference = catalogueReferenceServiceFor(db);
  const repositories = {
    tutors: createTutorsRepository(db),
    classes: createLiveClassesRepository(db),
    packages: createClassPackagesRepository(db),
    materials: createMaterialsRepository(db),
    courses: createSkillCoursesRepository(db),
    reviews: createReviewsRepository(db),
  };
  const { tutors, classes, packages, materials, courses, reviews } = repositories;
  return {
    tutors: createTutorsService({ repository: tutors, classes, courses, materials, reference, cache }),
    classes: createLiveClassesService({ repository: classes, reference, cache }),
    packages: createClassPackagesService({ repository: packages, classes, reference, cache }),
    materials: createMaterialsService({ repository: materials, reference, storage, cache }),
    courses: createSkillCoursesService({ repository: courses, reference, cache }),
    reviews: createReviewsService({
      repository: reviews,
      classes,
      materials,
      courses,
      tutors,
      users: usersServiceFor(db),
      cache,
    }),
  };
}

export type CatalogueServices = ReturnType<typeof catalogueServicesFor>;

/**
 * Public catalogue routes under the API prefix: `/tutor`, `/kelas`, `/kelas-paket`, `/materi` (+ `/preview`),
 * `/lifeskill` (+ preview lesson videos), `/ulasan`, `/sampul`. Reads go through `app.catalogueCache`
 * (`catalogueCachePlugin`): answer objects in the services, JSON answers in the routes' hooks.
 */
export const catalogueModule: FastifyPluginAsync = async (app) => {
  const cache = app.catalogueCache;
  const services = catalogueServicesFor(app.db.db, { storage: app.storage, cache });
  const cached = (namespace: CatalogueReadNamespace) => cachedAnswerHooks(cache, namespace);
  app.decorateRequest('catalogueCacheGeneration', -1);
  await app.register(tutorsRoutes, { tutors: services.tutors, reviews: services.reviews, cached });
  await app.register(liveClassesRoutes, { classes: services.classes, packages: services.packages, cached });
  await app.register(materialsRoutes, { service: services.materials, storage: app.storage, cached });
  await app.register(skillCoursesRoutes, { service: services.courses, storage: app.storage, cached });
  await app.register(mediaRoutes, { storage: app.storage });
};
