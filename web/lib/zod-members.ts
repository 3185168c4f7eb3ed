import { z as zod } from 'zod';

/**
 * The part of zod the contract's schemas call (`z.<member>` in core/api/ and core/marks/schema.ts),
 * which lib/late-zod.ts loads after the first page. Listed rather than `z` itself: zod's namespace
 * handed over as one value keeps all of zod in the build (380 KB), its members read one by one keep
 * what they use (about 90 KB). zod-members.test.ts fails when the contract calls one missing here.
 */
export const z = {
  array: zod.array,
  boolean: zod.boolean,
  // zod's sub-namespaces by their members too: a namespace as a value needs the bundler's runtime in a chunk of its own
  coerce: { number: zod.coerce.number },
  discriminatedUnion: zod.discriminatedUnion,
  email: zod.email,
  enum: zod.enum,
  iso: { date: zod.iso.date, datetime: zod.iso.datetime },
  literal: zod.literal,
  NEVER: zod.NEVER,
  number: zod.number,
  object: zod.object,
  preprocess: zod.preprocess,
  record: zod.record,
  string: zod.string,
  union: zod.union,
  unknown: zod.unknown,
  url: zod.url,
  uuid: zod.uuid,
};
