export {
  assertValidKey,
  isValidKey,
  PUBLIC_KEY_PREFIXES,
  StorageNotFoundError,
  visibilityOf,
  type ByteRange,
  type FileStorage,
  type PutOptions,
  type StoredObjectInfo,
  type Visibility,
} from './file-storage';
export { keyOfPublicFileUrl, PRIVATE_FILES_PATH, PUBLIC_FILES_PATH, publicFileUrl } from './file-urls';
export { filesDirOf, localFileStorage } from './local-storage';
export { s3ClientFor, s3FileStorage, type S3StorageSettings } from './s3-storage';
export { parseRange, sendStoredFile, type SendStoredFileOptions } from './send-stored-file';

import type { FileStorage } from './file-storage';
import { filesDirOf, localFileStorage } from './local-storage';
import { type S3StorageSettings, s3FileStorage } from './s3-storage';

/** The storage the settings choose: the S3 bucket when `s3` is set, else local disk under `<dataDir>/files`. */
export function storageFromConfig(config: {
  dataDir: string;
  storage: { s3: S3StorageSettings | undefined };
}): FileStorage {
  return config.storage.s3 ? s3FileStorage(config.storage.s3) : localFileStorage(filesDirOf(config.dataDir));
}
