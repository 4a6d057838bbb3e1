export { readUpload, readUploadWithFields } from './multipart';
export {
  describeAllowed,
  largestUploadBytes,
  uploadRules,
  type UploadKind,
  type UploadMime,
  type UploadRule,
} from './upload-kinds';
export {
  type CheckedUpload,
  cleanImage,
  type CleanImage,
  type KeptImageMime,
  validateUpload,
} from './validate-upload';
export { readRawUpload, type RawUpload } from './raw-upload';
export { type UploadOnDisk, uploadToFile, type UploadToFileOptions } from './upload-to-file';
