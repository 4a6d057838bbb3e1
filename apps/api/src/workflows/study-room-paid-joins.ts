import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { z } from 'zod';
import { inTransaction } from '../db/unit-of-work';
import type { AppTopics } from '../modules/jobs';
import { ordersRepositoryFor } from '../modules/orders';
import { studyRoomById } from '../modules/study-rooms';
import { announceRoomChanged, notifyTutorOfJoin } from './study-room-join';

type OrderPaid = z.infer<AppTopics['order.paid']>;

/**
 * The rooms of a paid order (ADR 0049): the tutor of each hears of the new participant as of a free join, after the
 * payment commits (the settlement's own transaction stays free of the bell), and the room's open pages refetch it. The
 * join's dedupe key makes a second delivery a no-op.
 */
function tellTutorsOfPaidJoins(app: FastifyInstance) {
  return async ({ payload }: { payload: OrderPaid }) => {
    const orders = ordersRepositoryFor(app.db.db);
    const order = await orders.findById(payload.orderId);
    if (!order) return;
    const roomIds = (await orders.linesOf([order.id]))
      .filter((line) => line.itemType === 'study-room')
      .map((line) => line.itemId);
    for (const roomId of roomIds) {
      const room = await studyRoomById(app.db.db, roomId);
      if (!room) continue;
      await inTransaction(app.db.db, (tx) => notifyTutorOfJoin(tx, app.jobs, room, order.userId));
      await announceRoomChanged(app, room.id);
    }
  };
}

export const studyRoomPaidJoinJobs: FastifyPluginCallback = (app, _options, done) => {
  app.jobs.consume('order.paid', 'study-room-tutor', tellTutorsOfPaidJoins(app));
  done();
};
