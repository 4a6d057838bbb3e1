import type { FastifyPluginAsync } from 'fastify';
import { catalogueServicesFor } from './catalogue-services';
import { classPackagesRoutes } from './class-packages/class-packages.routes';
import { liveClassesRoutes } from './live-classes/live-classes.routes';
import { materialsRoutes } from './materials/materials.routes';
import { mediaRoutes } from './media/media.routes';
import { cachedAnswerHooks } from './read-cache/cached-answers';
import type { CatalogueReadNamespace } from './read-cache/read-cache';
import { searchRoutes } from './search/search.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { tutorReviewsRoutes } from './reviews/tutor-reviews.routes';
import { skillCoursesRoutes } from './skill-courses/skill-courses.routes';
import { ownProfileRoutes } from './tutors/own-profile.routes';
import { tutorsRoutes } from './tutors/tutors.routes';

/**
 * Public catalogue routes under the API prefix: `/tutor`, `/ulasan`, `/kelas`, `/kelas-paket`, `/materi`
 * (+ `/preview`), `/lifeskill` (+ preview lesson videos), `/sampul`, the search box's `/cari/saran`; and the tutor's own `/tutor/profil`. Reads go through `app.catalogueCache`
 * (`catalogueCachePlugin`): answer objects in the services, JSON answers in the routes' hooks.
 * Also the tutor's own reviews and replies (`/tutor/ulasan`, not cached).
 */
export const catalogueModule: FastifyPluginAsync = async (app) => {
  const cache = app.catalogueCache;
  const services = catalogueServicesFor(app.db.db, { storage: app.storage, cache });
  const cached = (namespace: CatalogueReadNamespace) => cachedAnswerHooks(cache, namespace);
  app.decorateRequest('catalogueCacheGeneration', -1);
  await app.register(tutorsRoutes, { tutors: services.tutors, cached });
  await app.register(reviewsRoutes, { reviews: services.reviews, cached });
  await app.register(tutorReviewsRoutes);
  await app.register(liveClassesRoutes, { classes: services.classes, cached });
  await app.register(classPackagesRoutes, { packages: services.packages, cached });
  await app.register(materialsRoutes, { service: services.materials, storage: app.storage, cached });
  await app.register(skillCoursesRoutes, { service: services.courses, storage: app.storage, cached });
  await app.register(searchRoutes, { db: app.db.db, cached });
  await app.register(mediaRoutes, { storage: app.storage });
  // The signed-in tutor's own profile (tutor area).
  await app.register(ownProfileRoutes, { service: services.ownProfile, storage: app.storage });
};
