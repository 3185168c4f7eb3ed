/** Meet files out: the Hy-Tek semicolon entries file, FinishLynx start lists, and heats seeded from seed marks (docs/meet-files.md). */
export * from './event-codes';
export * from './hytek-entries';
export * from './lynx-files';
export * from './seeding';
