import { z } from 'zod';
import { ROLES } from '../roles';
import { EVENT_CATEGORIES } from '../sport-events/catalogue';
import { defineCall } from './define-call';
import { idSchema, isoDateSchema, isoDateTimeSchema, patchOf } from './common';

export const USER_GENDERS = ['male', 'female', 'other'] as const;

export const userSchema = z.object({
  id: idSchema,
  uid: z.string(),
  /** null on another member's profile unless the caller is an owner, admin or coach of a team they share */
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthdate: isoDateSchema.nullable(),
  joinedAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  profilePhoto: z.string().nullable(),
  /** the user's role in the organization named by the call's organizationId, if any */
  roleName: z.enum(ROLES).nullable(),
  gender: z.enum(USER_GENDERS).nullable(),
  gradeLevel: z.string().nullable(),
  sportEvents: z.array(z.string()),
  categories: z.array(z.enum(EVENT_CATEGORIES)),
  isProductAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const name = z.string().trim().min(1, 'Required').max(60);

export const userProfileSchema = z.object({
  firstName: name,
  lastName: name,
  birthdate: isoDateSchema.nullable().optional(),
  profilePhoto: z.string().max(2048).nullable().optional(),
  gender: z.enum(USER_GENDERS).nullable().optional(),
  gradeLevel: z.string().trim().max(20).nullable().optional(),
  sportEvents: z.array(z.string().max(60)).max(60).optional(),
  categories: z.array(z.enum(EVENT_CATEGORIES)).max(20).optional(),
});
export type UserProfileInput = z.input<typeof userProfileSchema>;

export const registerUser = defineCall({
  method: 'POST',
  path: '/api/user/register/post',
  auth: true,
  tag: 'user',
  summary: "Create the signed-in identity's user profile",
  body: userProfileSchema,
  response: z.object({ id: idSchema }),
});

export const getUser = defineCall({
  method: 'GET',
  path: '/api/user/get',
  auth: true,
  tag: 'user',
  summary: 'One user, by id or identity uid (yourself, a teammate, or anyone for product admins)',
  query: z.object({ userId: z.string().min(1).max(128), organizationId: idSchema.optional() }),
  response: userSchema,
});

export const patchUser = defineCall({
  method: 'PATCH',
  path: '/api/user/patch',
  auth: true,
  tag: 'user',
  summary: 'Update your own profile',
  query: z.object({ userId: z.string().min(1).max(128) }),
  body: patchOf(userProfileSchema),
  response: userSchema,
});
