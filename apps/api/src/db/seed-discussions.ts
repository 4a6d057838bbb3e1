import type { DiscussionDoc } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { discussionsServiceFor } from '../modules/discussions';
import type { DatabaseHandle } from './client';

/** The demo class whose space shows discussions: owned by the demo student, taught by the demo tutor. */
const DEMO_CLASS_SLUG = 'fungsi-kuadrat-dan-grafiknya';

type Inline = NonNullable<
  Extract<DiscussionDoc['content'][number], { type: 'paragraph' }>['content']
>[number];
const text = (value: string): Inline => ({ type: 'text', text: value });
const math = (latex: string): Inline => ({ type: 'mathInline', attrs: { latex } });
const paragraph = (...content: Inline[]) => ({ type: 'paragraph' as const, content });
const block = (latex: string) => ({ type: 'mathBlock' as const, attrs: { latex } });
const doc = (...content: DiscussionDoc['content']): DiscussionDoc => ({ type: 'doc', content });

async function rowsOf(database: DatabaseHandle, statement: ReturnType<typeof sql>) {
  const result = (await database.db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/**
 * A few threads with formulas and replies in the demo student's class: a question answered by the tutor (marked as
 * the answer), a pinned exercise thread by the tutor and a student's reply. Idempotent: nothing happens when the
 * class has threads already, or when the class or the demo accounts are missing.
 */
export async function seedDemoDiscussions(database: DatabaseHandle, now: Date): Promise<void> {
  const [row] = await rowsOf(
    database,
    sql`select c.id, c.tutor_id, (select id from users where email = 'siswa@scola.id') as student_id,
      exists (select 1 from discussion_threads t where t.class_id = c.id) as seeded
      from live_classes c where c.slug = ${DEMO_CLASS_SLUG}`,
  );
  if (!row || row.seeded || typeof row.student_id !== 'string') return;
  const classId = String(row.id);
  const tutor = { id: String(row.tutor_id), role: 'tutor' as const };
  const student = { id: row.student_id, role: 'student' as const };
  const minute = 60_000;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * minute);

  const asStudent = discussionsServiceFor(database.db, classId, student);
  const asTutor = discussionsServiceFor(database.db, classId, tutor);

  const question = await asStudent.create(
    {
      kind: 'question',
      title: 'Kenapa titik puncak parabola ada di x = -b/2a?',
      body: doc(
        paragraph(text('Di pertemuan kemarin, puncak '), math('f(x) = ax^2 + bx + c'), text(' ditulis di')),
        block('x_p = -\\frac{b}{2a}'),
        paragraph(text('Rumus ini datangnya dari mana ya, Kak?')),
      ),
    },
    at(3 * 24 * 60),
  );
  const answer = await asTutor.reply(
    question.id,
    doc(
      paragraph(text('Lengkapkan kuadratnya:')),
      block('ax^2 + bx + c = a\\left(x + \\frac{b}{2a}\\right)^2 - \\frac{b^2 - 4ac}{4a}'),
      paragraph(
        text('Bagian kuadrat paling kecil (nol) saat '),
        math('x = -\\frac{b}{2a}'),
        text(', jadi di situlah puncaknya.'),
      ),
    ),
    at(3 * 24 * 60 - 45),
  );
  await asTutor.markAnswer(question.id, answer.post.id);
  await asStudent.reply(
    question.id,
    doc(paragraph(text('Oh begitu, terima kasih Kak! Jadi jelas sekarang.'))),
    at(2 * 24 * 60),
  );

  const exercise = await asTutor.create(
    {
      kind: 'discussion',
      title: 'Latihan: diskriminan dan banyaknya akar',
      body: doc(
        paragraph(
          text('Tentukan nilai '),
          math('k'),
          text(' agar persamaan berikut punya dua akar real berbeda:'),
        ),
        block('x^2 - 4x + k = 0'),
        paragraph(text('Tulis langkahmu di balasan. Ingat '), math('D = b^2 - 4ac'), text('.')),
      ),
    },
    at(24 * 60),
  );
  await asTutor.moderate(exercise.id, { pinned: true }, at(24 * 60));
  await asStudent.reply(
    exercise.id,
    doc(
      paragraph(
        text('Syaratnya '),
        math('D > 0'),
        text(', jadi '),
        math('16 - 4k > 0'),
        text(', berarti '),
        math('k < 4'),
        text('.'),
      ),
    ),
    at(6 * 60),
  );
}
