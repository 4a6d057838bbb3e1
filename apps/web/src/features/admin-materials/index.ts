/** The public door of this feature for other features (ADR 0016). */
export { adminMaterialKeys } from './query-keys';
