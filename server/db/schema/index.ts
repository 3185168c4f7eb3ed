export * from './auth';
export * from './users';
export * from './organizations';
export * from './memberships';
export * from './athletes';
export * from './meets';
export * from './results';
export * from './files';
