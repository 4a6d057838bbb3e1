/** The class space's files (the `berkas` tab, ADR 0040): the list, the upload and the tutor's rename and delete. */
export { ClassFilesView } from './components/class-files-view';
