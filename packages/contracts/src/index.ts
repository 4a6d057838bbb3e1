export * from './common';
export * from './health';
export * from './users';
export * from './catalogue-reference';
export * from './auth';
export * from './account';
export * from './mail';
