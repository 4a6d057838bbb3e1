import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLiveClass, buildTutorProfile } from '../db/factories';
import { localFileStorage } from '../lib/storage';
import { availabilityServiceFor } from '../modules/availability';
import { catalogueServicesFor } from '../modules/catalogue';
import { createAccount, execute, queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import { freeSlotAt, freeSlotsOfTutor } from './tutor-free-slots';

// Monday 1 March 2027 in WIB (UTC+7): 16:00 WIB = 09:00Z.
const monday = (hour: number, minute = 0) => new Date(Date.UTC(2027, 2, 1, hour - 7, minute));
const now = new Date('2027-02-27T00:00:00Z');
const mondayFrom = new Date('2027-02-28T17:00:00Z');
const mondayTo = new Date('2027-03-01T17:00:00Z');
const hhmm = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString().slice(11, 16));

describe.each(testDatabases())('free slots of a tutor (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const refs = { tutorA: '', tutorB: '', unverified: '', student: '', subject: '' };

  beforeAll(async () => {
    for (const key of ['tutorA', 'tutorB', 'unverified'] as const) {
      refs[key] = (await createAccount(ctx.database, { scope: ['tutor'] })).user.id;
    }
    refs.student = (await createAccount(ctx.database, { scope: ['student'] })).user.id;
    const catalogue = catalogueServicesFor(ctx.database.db, {
      storage: localFileStorage(`${ctx.dataDir}/files`),
    });
    const [subject] = await queryRows(
      ctx.database,
      sql`insert into subjects (name, slug, level) values ('Matematika Slot', 'matematika-slot', 'SMA') returning id`,
    );
    refs.subject = String(subject?.id);
    await catalogue.tutors.ensureProfiles([
      buildTutorProfile(refs.tutorA),
      buildTutorProfile(refs.tutorB),
      buildTutorProfile(refs.unverified, { verifiedAt: null }),
    ]);
    const weekly = { weekday: 1, startMinute: 16 * 60, endMinute: 20 * 60 };
    const settings = { minimumNoticeMinutes: 0, bufferMinutes: 15, horizonDays: 30, slotMinutes: 60 };
    for (const tutorId of [refs.tutorA, refs.tutorB, refs.unverified]) {
      await availabilityServiceFor(ctx.database.db).replace(tutorId, {
        rules: [weekly],
        exceptions: [],
        settings,
      });
    }
    const level = 'SMA' as const;
    await catalogue.classes.ensureClasses([
      // Tutor A: a group session 17:30–18:00 WIB (with the 15-minute buffer it blocks 17:00 and 18:00).
      buildLiveClass(
        { tutorId: refs.tutorA, subjectId: refs.subject, level },
        { slug: 'slot-a-grup', sessions: [{ title: 'grup', startsAt: monday(17, 30), durationMinutes: 30 }] },
      ),
      // Tutor A's bimble class: a cancelled booking at 19:00 (frees its slot) and one at 16:00 held later.
      buildLiveClass(
        { tutorId: refs.tutorA, subjectId: refs.subject, level },
        {
          slug: 'slot-a-bimble',
          kind: 'bimble',
          sessions: [
            { title: 'batal', startsAt: monday(19), durationMinutes: 60 },
            { title: 'ditahan', startsAt: monday(15), durationMinutes: 50 },
          ],
        },
      ),
      // Tutor B at the same time as tutor A's group session: another tutor's session never blocks A.
      buildLiveClass(
        { tutorId: refs.tutorB, subjectId: refs.subject, level },
        { slug: 'slot-b-grup', sessions: [{ title: 'b', startsAt: monday(17, 30), durationMinutes: 30 }] },
      ),
    ]);
    await execute(
      ctx.database,
      sql`update class_sessions set status = 'cancelled', cancelled_at = now() where title = 'batal'`,
    );
    // A held booking 15:00–15:50 (pending payment) blocks 16:00 too: 15:50 + 15 minutes of buffer passes 16:00.
    await execute(
      ctx.database,
      sql`update class_sessions set status = 'held', order_id = ${randomUUID()}, booked_by = ${refs.student} where title = 'ditahan'`,
    );
  });

  it('offers the weekly rule minus the sessions of every class (held ones too), widened by the buffer', async () => {
    const found = await freeSlotsOfTutor(ctx.database.db, refs.tutorA, mondayFrom, mondayTo, now);
    expect(found?.timeZone).toBe('Asia/Jakarta');
    expect(found?.slotMinutes).toBe(60);
    // 16:00 (held 15:00–15:50 + buffer), 17:00 and 18:00 (session 17:30–18:00 ± 15) are gone; 19:00 was cancelled.
    expect(hhmm(found?.slots ?? [])).toEqual(['12:00']);
  });

  it('is not touched by another tutor’s sessions', async () => {
    const found = await freeSlotsOfTutor(ctx.database.db, refs.tutorB, mondayFrom, mondayTo, now);
    // 17:00 and 18:00 blocked by B's own session only.
    expect(hhmm(found?.slots ?? [])).toEqual(['09:00', '12:00']);
  });

  it('answers null for a tutor who is not public', async () => {
    expect(await freeSlotsOfTutor(ctx.database.db, refs.unverified, mondayFrom, mondayTo, now)).toBeNull();
    expect(await freeSlotsOfTutor(ctx.database.db, refs.student, mondayFrom, mondayTo, now)).toBeNull();
  });

  it('finds one exact free slot, and none at a blocked or off-grid start', async () => {
    expect(await freeSlotAt(ctx.database.db, refs.tutorA, monday(19), now)).toEqual({
      startsAt: monday(19),
      endsAt: monday(20),
    });
    expect(await freeSlotAt(ctx.database.db, refs.tutorA, monday(17), now)).toBeNull();
    expect(await freeSlotAt(ctx.database.db, refs.tutorA, monday(19, 30), now)).toBeNull();
  });

  it('follows a change of zone: the same wall-clock rule an hour earlier in UTC in WITA', async () => {
    await execute(
      ctx.database,
      sql`update tutor_profiles set time_zone = 'Asia/Makassar' where user_id = ${refs.tutorB}`,
    );
    const found = await freeSlotsOfTutor(ctx.database.db, refs.tutorB, mondayFrom, mondayTo, now);
    // 16:00–20:00 WITA = 08:00–12:00Z; B's session 10:30–11:00Z blocks 10:00 and 11:00 (buffer 15).
    expect(found?.timeZone).toBe('Asia/Makassar');
    expect(hhmm(found?.slots ?? [])).toEqual(['08:00', '09:00']);
  });
});
