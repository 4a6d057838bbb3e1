export { discussionsServiceFor, type DiscussionsService } from './discussions.service';
export { discussionImagesFor, type DiscussionImages } from './discussion-images.repository';
export type { DiscussionImageRow } from './discussion-images.tables';
export type {
  DiscussionReader,
  PostView as DiscussionPostView,
  ThreadView as DiscussionThreadView,
} from './discussions.views';
export type {
  PostRow as DiscussionPostRow,
  ThreadRow as DiscussionThreadRow,
} from './discussions.repository';
export { discussionsForExport, eraseDiscussionTraces } from './account-data.repository';
