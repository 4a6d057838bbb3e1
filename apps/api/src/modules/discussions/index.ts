export { discussionsServiceFor, type DiscussionsService } from './discussions.service';
export type { DiscussionReader } from './discussions.views';
export type {
  PostRow as DiscussionPostRow,
  ThreadRow as DiscussionThreadRow,
} from './discussions.repository';
