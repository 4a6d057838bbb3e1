import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../plugins/storage';
import { catalogueReferenceServiceFor } from '../catalogue-reference';
import { usersServiceFor } from '../users';
import { createClassPackagesRepository } from './class-packages.repository';
import { createClassPackagesService } from './class-packages.service';
import { createLiveClassesRepository } from './live-classes.repository';
import { liveClassesRoutes } from './live-classes.routes';
import { createLiveClassesService } from './live-classes.service';
import { createMaterialsRepository } from './materials.repository';
import { materialsRoutes } from './materials.routes';
import { createMaterialsService } from './materials.service';
import { mediaRoutes } from './media.routes';
import { type CatalogueReadCache, noReadCache } from './read-cache';
import { createReviewsRepository } from './reviews.repository';
import { createReviewsService } from './reviews.service';
import { createSkillCoursesRepository } from './skill-courses.repository';
import { skillCoursesRoutes } from './skill-courses.routes';
import { createSkillCoursesService } from './skill-courses.service';
import { createTutorsRepository } from './tutors.repository';
import { tutorsRoutes } from './tutors.routes';
import { createTutorsService } from './tutors.service';

export type { NewClassPackage } from './class-packages.service';
export type { NewLiveClass } from './live-classes.service';
export { materialFileKeys, type NewMaterial } from './materials.service';
export { coverKeyOf, coverUrlOf } from './media.routes';
export { firstPagesOf, pageCountOf } from './pdf-preview';
export type { CatalogueReadCache, CatalogueReadNamespace } from './read-cache';
export type { NewReview } from './reviews.service';
export { SEARCH_THRESHOLD } from './search';
export type { NewSkillCourse } from './skill-courses.service';
export type { NewTutorProfile } from './tutors.service';

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
 * `/lifeskill` (+ preview lesson videos), `/ulasan`, `/sampul`.
 */
export const catalogueModule: FastifyPluginAsync = async (app) => {
  const services = catalogueServicesFor(app.db.db, { storage: app.storage });
  await app.register(tutorsRoutes, { tutors: services.tutors, reviews: services.reviews });
  await app.register(liveClassesRoutes, { classes: services.classes, packages: services.packages });
  await app.register(materialsRoutes, { service: services.materials, storage: app.storage });
  await app.register(skillCoursesRoutes, { service: services.courses, storage: app.storage });
  await app.register(mediaRoutes, { storage: app.storage });
};
