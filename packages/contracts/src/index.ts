export * from './common';
export * from './health';
export * from './users';
export * from './catalogue-reference';
