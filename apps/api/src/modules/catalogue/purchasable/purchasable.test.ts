import { randomUUID } from 'node:crypto';
import type { PurchasableItemType } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { execute, queryRows } from '../../../test/auth-helpers';
import { countQueries, useCatalogueApp } from '../../../test/catalogue';
import { testDatabases } from '../../../test/test-app';
import { purchasableItems, releaseSeats, takeSeats } from './purchasable.repository';

const tables: Record<PurchasableItemType, string> = {
  kelas: 'live_classes',
  'kelas-paket': 'class_packages',
  materi: 'materials',
  lifeskill: 'skill_courses',
  'study-room': 'study_rooms',
};

describe.each(testDatabases())('purchasable items (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, { seed: true });
  const db = () => ctx.database.db;

  const row = async (itemType: PurchasableItemType, slug: string) => {
    const [found] = await queryRows(
      ctx.database,
      sql.raw(`select * from ${tables[itemType]} where slug = '${slug}'`),
    );
    if (!found) throw new Error(`no ${itemType} ${slug}`);
    return found as Record<string, unknown> & { id: string };
  };
  const ref = async (itemType: PurchasableItemType, slug: string) => ({
    itemType,
    itemId: (await row(itemType, slug)).id,
  });
  const seatsOf = async (classId: string) => {
    const [found] = await queryRows(
      ctx.database,
      sql`select seats_taken from live_classes where id = ${classId}`,
    );
    return Number(found?.seats_taken);
  };

  it('answers every type with the current price, the original price and seats, in the order asked', async () => {
    const course = await ref('lifeskill', 'dasar-pemrograman-web-html-css');
    const material = await ref('materi', 'ringkasan-fungsi-kuadrat');
    const klass = await ref('kelas', 'trigonometri-dasar-sma');
    const pack = await ref('kelas-paket', 'paket-matematika-sma-lengkap');
    const items = await purchasableItems(db(), [course, material, klass, pack]);
    expect(items.map((item) => item.itemType)).toEqual(['lifeskill', 'materi', 'kelas', 'kelas-paket']);

    const [courseItem, materialItem, classItem, packageItem] = items;
    expect(courseItem).toMatchObject({
      title: 'Dasar Pemrograman Web: HTML dan CSS',
      price: 149_000,
      originalPrice: 199_000,
      forSale: true,
      seatsLeft: null,
      classIds: [],
    });
    expect(materialItem).toMatchObject({ price: 35_000, originalPrice: 35_000, tutorName: 'Budi Santoso' });
    const classRow = await row('kelas', 'trigonometri-dasar-sma');
    expect(classItem).toMatchObject({
      itemId: klass.itemId,
      slug: 'trigonometri-dasar-sma',
      tutorId: classRow.tutor_id,
      price: classRow.final_price,
      originalPrice: classRow.price,
      seatsLeft: Number(classRow.capacity) - Number(classRow.seats_taken),
      classIds: [klass.itemId],
      forSale: true,
    });
    const members = await queryRows(
      ctx.database,
      sql`select c.id, c.capacity - c.seats_taken as left, c.final_price from class_package_items i
        join live_classes c on c.id = i.class_id where i.package_id = ${pack.itemId} order by i.position`,
    );
    expect(packageItem).toMatchObject({
      price: 420_000,
      originalPrice: members.reduce((sum, m) => sum + Number(m.final_price), 0),
      seatsLeft: Math.min(...members.map((m) => Number(m.left))),
      classIds: members.map((m) => m.id),
      tutorName: 'Budi Santoso',
      forSale: true,
    });
  });

  it('leaves out unknown ids and duplicates, with the same number of queries for 1 or many refs', async () => {
    const material = await ref('materi', 'ringkasan-fungsi-kuadrat');
    const items = await purchasableItems(db(), [
      material,
      { itemType: 'kelas', itemId: randomUUID() },
      { ...material, itemId: material.itemId.toUpperCase() },
    ]);
    expect(items.map((item) => item.itemId)).toEqual([material.itemId]);

    const many = await queryRows(
      ctx.database,
      sql`(select 'kelas' as t, id from live_classes limit 10) union all (select 'kelas-paket', id from class_packages limit 5)
        union all (select 'materi', id from materials limit 10) union all (select 'lifeskill', id from skill_courses limit 10)`,
    );
    const refs = many.map((m) => ({ itemType: m.t as PurchasableItemType, itemId: String(m.id) }));
    const oneOfEach = (['kelas', 'kelas-paket', 'materi', 'lifeskill'] as const).map(
      (type) => refs.find((r) => r.itemType === type) ?? refs[0]!,
    );
    const few = await countQueries(ctx, () => purchasableItems(db(), oneOfEach));
    const lots = await countQueries(ctx, () => purchasableItems(db(), refs));
    expect(lots).toBe(few);
    expect(lots).toBeLessThanOrEqual(5);
  });

  it('is not for sale when unpublished, of an unverified or suspended tutor, or in a package with such a class', async () => {
    const klass = await ref('kelas', 'limit-dan-turunan-kelas-12');
    const pack = await ref('kelas-paket', 'paket-matematika-sma-lengkap');
    const material = await ref('materi', 'bank-soal-penalaran-matematika-utbk');
    const forSale = async () =>
      (await purchasableItems(db(), [klass, pack, material])).map((item) => item.forSale);
    expect(await forSale()).toEqual([true, true, true]);

    await execute(ctx.database, sql`update live_classes set status = 'archived' where id = ${klass.itemId}`);
    expect(await forSale()).toEqual([false, false, true]);
    await execute(ctx.database, sql`update live_classes set status = 'published' where id = ${klass.itemId}`);

    const tutorId = String((await row('materi', 'bank-soal-penalaran-matematika-utbk')).tutor_id);
    await execute(ctx.database, sql`update users set suspended_at = now() where id = ${tutorId}`);
    expect(await forSale()).toEqual([false, false, false]);
    await execute(ctx.database, sql`update users set suspended_at = null where id = ${tutorId}`);

    await execute(ctx.database, sql`update tutor_profiles set verified_at = null where user_id = ${tutorId}`);
    expect(await forSale()).toEqual([false, false, false]);
    await execute(
      ctx.database,
      sql`update tutor_profiles set verified_at = now() where user_id = ${tutorId}`,
    );

    await execute(ctx.database, sql`update class_packages set status = 'draft' where id = ${pack.itemId}`);
    expect(await forSale()).toEqual([true, false, true]);
    await execute(
      ctx.database,
      sql`update class_packages set status = 'published' where id = ${pack.itemId}`,
    );
    expect(await forSale()).toEqual([true, true, true]);
  });

  it('takes a seat in every class at once, refuses when one is full, and gives seats back', async () => {
    const pack = await ref('kelas-paket', 'paket-matematika-sma-lengkap');
    const [item] = await purchasableItems(db(), [pack]);
    const classIds = item?.classIds ?? [];
    expect(classIds.length).toBeGreaterThan(1);
    const before = await Promise.all(classIds.map(seatsOf));

    expect(await takeSeats(db(), classIds)).toBe(true);
    expect(await Promise.all(classIds.map(seatsOf))).toEqual(before.map((n) => n + 1));
    await releaseSeats(db(), classIds);
    expect(await Promise.all(classIds.map(seatsOf))).toEqual(before);

    // One class full: refused, and the caller's transaction rolls the other seats back.
    const [full, ...others] = classIds as [string, ...string[]];
    await execute(ctx.database, sql`update live_classes set seats_taken = capacity where id = ${full}`);
    const rolledBack = new Error('rollback');
    await expect(
      db().transaction(async (tx) => {
        expect(await takeSeats(tx, classIds)).toBe(false);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await Promise.all(others.map(seatsOf))).toEqual(before.slice(1));
    await execute(ctx.database, sql`update live_classes set seats_taken = ${before[0]} where id = ${full}`);
  });

  it('never takes more seats than the capacity under concurrent takes', async () => {
    const klass = await ref('kelas', 'bimble-olimpiade-fisika');
    await execute(
      ctx.database,
      sql`update live_classes set seats_taken = capacity - 3 where id = ${klass.itemId}`,
    );
    const results = await Promise.all(
      Array.from({ length: 12 }, () => db().transaction((tx) => takeSeats(tx, [klass.itemId]))),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    const [after] = await queryRows(
      ctx.database,
      sql`select capacity - seats_taken as left from live_classes where id = ${klass.itemId}`,
    );
    expect(Number(after?.left)).toBe(0);
    expect((await purchasableItems(db(), [klass]))[0]?.seatsLeft).toBe(0);
  });
});
