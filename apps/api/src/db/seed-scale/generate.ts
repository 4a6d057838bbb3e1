import type { LiveClassKind, PublicationStatus, SchoolLevel } from '@scola/contracts';
import { coverUrlOf, type NewLiveClass, type NewTutorProfile } from '../../modules/catalogue';
import type { CreateUserInput } from '../../modules/users';
import { DEMO_PASSWORD, referenceSeed } from '../seed-data';
import {
  bios,
  cities,
  degrees,
  firstNames,
  headlines,
  lastNames,
  teachingPlaces,
  universities,
} from './people';
import { Random } from './random';
import { classAbout, classSummary, classTitle, reviewComment, sessionPrefixes, tutorReplies } from './texts';
import { subjectVocabulary } from './topics';

/** Deterministic builders of the scale catalogue: item `n` is the same on every run (only dates follow "now"). */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WIB_OFFSET = 7 * HOUR;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const tutorEmail = (n: number) => `tutor.skala.${pad(n, 5)}@scola.id`;
export const studentEmail = (n: number) => `siswa.skala.${pad(n, 5)}@scola.id`;
export const classSlug = (n: number) => `skala-kelas-${pad(n, 6)}`;

const subjects = referenceSeed.subjects.filter((subject) => subject.slug in subjectVocabulary);
const subjectBySlug = new Map(subjects.map((subject) => [subject.slug, subject]));
/** Subjects weighted as a marketplace sees them: secondary school and UTBK most, general languages least. */
const levelWeights: Record<SchoolLevel, number> = { SD: 2, SMP: 3, SMA: 5, UTBK: 4, Umum: 1 };
const weightedSubjects = subjects.flatMap((subject) =>
  Array<string>(levelWeights[subject.level]).fill(subject.slug),
);

function vocabularyOf(slug: string) {
  const vocabulary = subjectVocabulary[slug];
  const subject = subjectBySlug.get(slug);
  if (!vocabulary || !subject) throw new Error(`No scale vocabulary for subject ${slug}`);
  return { ...vocabulary, ...subject };
}

export interface ScaleTutor {
  n: number;
  account: CreateUserInput;
  firstName: string;
  subjects: string[];
  expertise: string[];
  profile: Omit<NewTutorProfile, 'userId' | 'expertiseIds' | 'subjectIds'>;
}

export function buildScaleTutor(n: number, now: Date): ScaleTutor {
  const random = new Random(`tutor:${n}`);
  const firstName = random.pick(firstNames);
  const name = `${firstName} ${random.pick(lastNames)}`;
  const [city, latitude, longitude] = random.pick(cities);
  const main = vocabularyOf(random.pick(weightedSubjects));
  const related = subjects.filter((subject) => subject.level === main.level && subject.slug !== main.slug);
  const tutorSubjects = [
    main.slug,
    ...random.sample(related, random.int(0, 2)).map((subject) => subject.slug),
  ];
  const expertise = [
    ...new Set(tutorSubjects.map((slug) => vocabularyOf(slug).expertise).filter((slug) => slug !== null)),
  ];
  const years = random.int(1, 15);
  const verifiedAt = random.chance(0.96) ? new Date(now.getTime() - random.int(5, 900) * DAY) : null;
  const values = { subject: main.name, level: main.level, years: String(years) };
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (_, key: keyof typeof values) => values[key]);
  return {
    n,
    firstName,
    subjects: tutorSubjects,
    expertise,
    account: {
      email: tutorEmail(n),
      name,
      password: DEMO_PASSWORD,
      scope: ['tutor'],
      phone: `+628${random.int(11, 59)}${pad(random.int(0, 99_999_999), 8)}`,
      city,
      tutorVerifiedAt: verifiedAt,
    },
    profile: {
      displayName: name,
      headline: fill(random.pick(headlines)),
      bio: `<p>${fill(random.pick(bios))}</p>`,
      education: `${random.pick(degrees)} ${main.name.replace(/ UTBK$/, '')}, ${random.pick(universities)}`,
      experience: `${years} tahun mengajar di ${random.pick(teachingPlaces)} dan ${random.pick(teachingPlaces)}.`,
      city,
      latitude: Math.round((latitude + (random.next() - 0.5) * 0.1) * 10_000) / 10_000,
      longitude: Math.round((longitude + (random.next() - 0.5) * 0.1) * 10_000) / 10_000,
      photoUrl: null,
      verifiedAt,
    },
  };
}

export function buildScaleStudent(n: number): CreateUserInput {
  const random = new Random(`siswa:${n}`);
  return {
    email: studentEmail(n),
    name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    password: DEMO_PASSWORD,
    scope: ['student'],
    schoolLevel: 'SMA',
    grade: random.int(10, 12),
    city: random.pick(cities)[0],
  };
}

const groupPrices = [
  49_000, 59_000, 75_000, 89_000, 99_000, 125_000, 149_000, 175_000, 199_000, 249_000, 299_000,
];
const examPrices = [149_000, 199_000, 249_000, 299_000, 349_000, 399_000, 499_000];
const privatePrices = [150_000, 200_000, 250_000, 300_000, 350_000, 450_000, 600_000, 750_000];

function priceOf(random: Random, kind: LiveClassKind, level: SchoolLevel) {
  const price = random.pick(kind === 'bimble' ? privatePrices : level === 'UTBK' ? examPrices : groupPrices);
  if (!random.chance(0.3)) return { price, salePrice: null };
  const discount = random.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.4]);
  return { price, salePrice: Math.floor((price * (1 - discount)) / 1000) * 1000 };
}

/** A planned review of a class: by the `author`-th scale student, `daysAfterPublication` after it. */
export interface PlannedReview {
  author: number;
  rating: number;
  comment: string;
  createdAt: Date;
  reply: { text: string; at: Date } | null;
}

export interface ScaleClass {
  item: Omit<NewLiveClass, 'tutorId' | 'subjectId'> & { subjectSlug: string };
  tutor: number;
  reviews: PlannedReview[];
}

/** Reviews of a public item: 30 % have none, others 1–12 around a quality of their own; authors all distinct. */
export function planReviews(random: Random, students: number, from: Date, now: Date): PlannedReview[] {
  if (students === 0 || random.chance(0.3)) return [];
  const count = Math.min(students, random.pick([1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 12]));
  const quality = 3.2 + random.next() * 1.8;
  const start = random.int(0, students - 1);
  return Array.from({ length: count }, (_, m) => {
    const rating = Math.max(1, Math.min(5, Math.round(quality + (random.next() - 0.5) * 2)));
    const createdAt = new Date(from.getTime() + random.next() * (now.getTime() - from.getTime()));
    const replyAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 72) * HOUR));
    return {
      author: ((start + m * 37) % students) + 1,
      rating,
      comment: reviewComment(random, rating),
      createdAt,
      reply: random.chance(0.2) ? { text: random.pick(tutorReplies), at: replyAt } : null,
    };
  });
}

/**
 * The first session of a tutor's k-th class. One tutor's sessions must never overlap (the database refuses it), so
 * each class of a tutor gets its own lane: a weekday and a two-hour slot between 06:00 and 22:00 WIB (56 lanes a
 * week, weekly sessions, at most 2 hours each); every 56 classes the lanes repeat nine weeks later (a class has at most
 * 8 weekly sessions, so blocks never meet).
 */
function firstSessionOf(lane: number, now: Date, random: Random): number {
  const local = new Date(now.getTime() + WIB_OFFSET);
  const todayWib = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - WIB_OFFSET;
  const weekday = lane % 7;
  const hour = 6 + 2 * (Math.floor(lane / 7) % 8);
  const block = Math.floor(lane / 56);
  const week = -3 + 9 * block + random.int(0, 1);
  return todayWib + (week * 7 + weekday) * DAY + hour * HOUR;
}

export function buildScaleClass(n: number, tutors: ScaleTutor[], students: number, now: Date): ScaleClass {
  const random = new Random(`kelas:${n}`);
  // Class n is the k-th class of tutor n mod T; k picks its lane (see `firstSessionOf`).
  const tutor = tutors[(n - 1) % tutors.length] as ScaleTutor;
  const lane = Math.floor((n - 1) / tutors.length);
  const subject = vocabularyOf(random.pick(tutor.subjects));
  const topic = random.pick(subject.topics);
  const kind: LiveClassKind = random.chance(0.18) ? 'bimble' : 'group';
  const capacity = kind === 'bimble' ? random.int(1, 5) : random.pick([15, 20, 25, 30, 40, 50]);
  const roll = random.next();
  const status: PublicationStatus = roll < 0.94 ? 'published' : roll < 0.98 ? 'draft' : 'archived';
  const publishedAt = new Date(now.getTime() - random.int(0, 540) * DAY - random.int(0, 24 * 60) * 60_000);
  const sessionCount = random.int(kind === 'bimble' ? 4 : 2, 8);
  const points = [
    topic,
    ...random.sample(
      subject.topics.filter((item) => item !== topic),
      2,
    ),
  ];
  const first = firstSessionOf(lane, now, random);
  const every = 7 * DAY;
  const minutes = random.pick([60, 90, 90, 120]);
  const item = {
    slug: classSlug(n),
    subjectSlug: subject.slug,
    level: subject.level,
    kind,
    title: classTitle(random, kind, topic, subject.name, subject.level),
    summary: classSummary(random, topic, tutor.firstName),
    aboutHtml: classAbout(topic, points, sessionCount),
    ...priceOf(random, kind, subject.level),
    capacity,
    seatsTaken: random.chance(0.1) ? capacity : random.int(0, capacity),
    coverUrl: coverUrlOf(subject.cover),
    status,
    publishedAt: status === 'draft' ? null : publishedAt,
    sessions: Array.from({ length: sessionCount }, (_, index) => ({
      title: `Pertemuan ${index + 1}: ${random.pick(sessionPrefixes)} ${points[index % points.length]}`,
      startsAt: new Date(first + index * every),
      durationMinutes: minutes,
    })),
  };
  const reviews = status === 'published' ? planReviews(random, students, publishedAt, now) : [];
  return { item, tutor: tutor.n, reviews };
}
