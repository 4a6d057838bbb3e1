export {
  createOutbox,
  DEAD_LETTER_QUEUE,
  JOBS_SCHEMA,
  jobIdOf,
  type ConsumerOptions,
  type DeliveredEvent,
  type Delivery,
  type EventHandler,
  type Outbox,
  type OutboxLogger,
} from './outbox';
export { appTopics, type AppTopics, type TopicCatalogue } from './topics';
