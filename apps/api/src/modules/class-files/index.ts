/**
 * The files of a class space (the `berkas` tab): the `class_files` table and its repository, and the check of an
 * upload's type by content. The routes live in `workflows/class-files.routes.ts` (access is the class space's rule).
 */
export { classFileTypeOf, legacyOfficeType } from './class-file-types';
export { classFilesRepositoryFor, type ClassFilesRepository } from './class-files.repository';
export type { ClassFileRow } from './class-files.tables';
