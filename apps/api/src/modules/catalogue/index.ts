/**
 * The catalogue module (ADR 0007, sliced by ADR 0018): one module, because its public reads join tutors, classes,
 * packages, materials and courses; one folder per slice inside it. This file is its only door.
 */

// Wiring: the services (seeds, tests) and the public routes with their read cache (app.ts).
export { catalogueServicesFor, type CatalogueOptions, type CatalogueServices } from './catalogue-services';
export { catalogueModule } from './catalogue.routes';
/** The search box's suggestions and "did you mean" over the catalogue's word index (ADR 0059). */
export { correctQuery } from './search/search.repository';
export { suggestSearch } from './search/suggestions.repository';
// The tutor's class editor (`/api/tutor/kelas`) and its sweep of ended sales.
export { SALE_SWEEP_JOB, tutorClassesModule } from './tutor-classes/tutor-classes.routes';
export type { CatalogueReadCache } from './read-cache/read-cache';
export { catalogueCachePlugin } from './read-cache/read-cache.plugin';
// The cache itself and its row changes, for bench/catalogue-eviction-cost.ts (ADR 0062).
export { CatalogueCache } from './read-cache/catalogue-cache';
export type { ClassFacets } from './read-cache/row-changes';
// The grouped search (`GET /cari`, a workflow) answers from the same HTTP cache as the lists it gathers.
export { cachedAnswerHooks } from './read-cache/cached-answers';

/** Tables other modules reference by foreign key only (read and write them through the catalogue's services). */
export { liveClasses as liveClassesTable } from './live-classes/live-classes.tables';
export { classSessions as classSessionsTable } from './live-classes/live-classes.tables';
export { skillLessons as skillLessonsTable } from './skill-courses/skill-courses.tables';
export { tutorProfiles as tutorProfilesTable } from './tutors/tutors.tables';

// What seeds and factories write, per slice.
export type { NewClassPackage } from './class-packages/class-packages.service';
export type { NewLiveClass } from './live-classes/live-classes.service';
export { materialFileKeys, type NewMaterial } from './materials/materials.service';
export { pageCountOf } from './materials/pdf-preview';
export { coverKeyOf, coverUrlOf } from './media/media.routes';
export type { NewReview } from './reviews/reviews.service';
export type { NewSkillCourse } from './skill-courses/skill-courses.service';
export type { NewTutorProfile } from './tutors/tutors.service';

// Reads for other modules: what a student owns (collections), what can be bought (cart, checkout), tutors.
export {
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
} from './owned-items/owned-items';
export {
  purchasableItems,
  releaseSeats,
  takeSeats,
  type PurchasableItem,
  type PurchasableRef,
} from './purchasable/purchasable.repository';
export { itemsOfTutor } from './purchasable/tutor-items.repository';
// Admin console: how many records use a subject or an expertise (in use = archive, not delete).
export { expertiseUsageCounts, subjectUsageCounts } from './shared/reference-usage.repository';
export { isPublicTutorId, subjectIdsOfTutor, tutorCardsByIds } from './tutors/tutor-lookups';
// Tutor applications: the approval workflow makes the new tutor public.
export { publishTutorProfile } from './tutors/tutor-publishing';

// SQL for other modules' own queries: the catalogue still writes the SQL that reads its tables.
export { courseIdOfLesson } from './skill-courses/skill-courses.repository';
export { tutorDisplayNameOf, tutorIsPublicOf, tutorProfileSummaries } from './tutors/tutors.repository';
// Study rooms' cards (ADR 0049): the names and photos of a page's tutors in one query.
export { tutorNamesByIds } from './tutors/tutors.repository';

// Admin console: materials of any status, and their changes (routes in the workflows, with the audit log).
export {
  createMaterialsAdminService as materialsAdminServiceFor,
  type MaterialAuditSink,
  type MaterialsAdminService,
} from './materials/materials-admin.service';

// Tutor availability and calendars: a tutor's zone, busy time, sessions and history; a student's sessions.
export {
  publicTutorTimeZoneOf,
  setTutorTimeZone,
  tutorTimeZoneOf,
} from './tutors/tutor-time-zone.repository';
export {
  busyRangesOfTutor,
  pastSessionsOfTutor,
  scheduledSessionsOfStudent,
  scheduledSessionsOfTutor,
  sessionsOfTutorBetween,
  type CalendarSessionRow,
} from './live-classes/tutor-calendar';
// Tutor earnings: when a bought class starts (its sale is pending until then).
export { firstSessionStarts } from './live-classes/first-sessions.repository';
export {
  classesOfPackages,
  packagesWithClasses,
  type PackageClass,
} from './purchasable/package-classes.repository';

// Admin console: every tutor's class sessions with their overlaps (the route is in the workflows).
export { tutorSchedulesAdminFor, type TutorSchedulesAdmin } from './live-classes/tutor-schedules.service';

// Bimble booking: a class as a slot booking sees it, and the held/booked sessions of orders (the buying workflows).
export {
  bookableClass,
  confirmHeldSlots,
  holdSlots,
  releaseSlots,
  takenSlotIndexes,
  type BookableClass,
  type SlotRange,
} from './live-classes/bimble-bookings.repository';
// Reviews written by students who own the item (the rules that need collections are in the workflows, ADR 0036).
export { reviewWritingFor, type ReviewWriting } from './reviews/review-writing.service';
// The tutor dashboard: the rating and latest reviews of the tutor's items (the `/tutor/ulasan` service).
export { tutorReviewsServiceFor } from './reviews/tutor-reviews.service';

// The tutor's class records: their classes with session spans, finished classes, sessions (workflows add students
// and sales).
export {
  createTutorClassRecordsRepository as tutorClassRecordsFor,
  type ClassSessionRow,
  type TutorClassRecordsRepository,
  type TutorClassRow,
} from './live-classes/tutor-class-records.repository';
// Tutor workspace: the sessions of a class (schedule, series, reschedule, cancel; the routes are in the workflows).
export {
  classSessionsFor,
  type ClassSessions,
  type ScheduleActor,
  type SessionChange,
} from './class-sessions/class-sessions.service';
export { sessionForMail } from './class-sessions/session-mail-view';
// The class space (ADR 0039): the class, its tutor and whether a user booked one of its slots (access is decided in
// the workflows, with collections' entitlements).
export { classSpaceFacts, type ClassSpaceFacts } from './live-classes/class-space-facts.repository';
// Class recordings (ADR 0042): the sessions of a class a recording may belong to.
export { sessionsOfClassSpace, type ClassSpaceSession } from './live-classes/class-space-sessions.repository';
// Notifications (ADR 0044): the sessions about to start, for the reminders.
export { sessionsStartingBetween, type StartingSession } from './live-classes/starting-sessions.repository';
// Live sessions in the class space (ADR 0043): the sessions a member sees, and the tutor's "live now".
export {
  liveSessionOf,
  liveSessionsOfClass,
  markSessionLive,
  type LiveSessionRow,
} from './class-sessions/live-sessions.repository';
// The account rights (ADR 0051): reviews and a tutor's catalogue in an archive, a deleted tutor's profile erased.
export {
  eraseTutorProfile,
  reviewsForExport,
  tutorCatalogueForExport,
  upcomingClassSessionsOfTutor,
} from './account-data.repository';
