import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { catalogueReferenceServiceFor } from '../catalogue-reference';
import { usersServiceFor } from '../users';
import { createClassPackagesRepository } from './class-packages/class-packages.repository';
import { createClassPackagesService } from './class-packages/class-packages.service';
import { createLiveClassesRepository } from './live-classes/live-classes.repository';
import { createLiveClassesService } from './live-classes/live-classes.service';
import { createMaterialsRepository } from './materials/materials.repository';
import { createMaterialsService } from './materials/materials.service';
import { type CatalogueReadCache, noReadCache } from './read-cache/read-cache';
import { createReviewsRepository } from './reviews/reviews.repository';
import { createReviewsService } from './reviews/reviews.service';
import { createSkillCoursesRepository } from './skill-courses/skill-courses.repository';
import { createSkillCoursesService } from './skill-courses/skill-courses.service';
import { createOwnProfileService } from './tutors/own-profile.service';
import { createTutorsRepository } from './tutors/tutors.repository';
import { createTutorsService } from './tutors/tutors.service';

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
    ownProfile: createOwnProfileService({ db, reference }),
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
