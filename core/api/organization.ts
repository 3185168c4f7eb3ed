import { z } from 'zod';
import { defineCall } from './define-call';
import { idSchema } from './common';
import { organizationSchema } from './organizations';

export const getOrganization = defineCall({
  method: 'GET',
  path: '/api/organization/get',
  auth: true,
  tag: 'organization',
  summary: 'One organization the caller belongs to',
  query: z.object({ organizationId: idSchema }),
  response: organizationSchema,
});

export const inviteLinkSchema = z.object({ link: z.string() });

export const getOrganizationLink = defineCall({
  method: 'GET',
  path: '/api/organization/link/get',
  auth: true,
  tag: 'organization',
  summary: "The team's invite link, carrying its secret token (owner, admin, coach)",
  query: z.object({ organizationId: idSchema }),
  response: inviteLinkSchema,
});

export const rotateOrganizationLink = defineCall({
  method: 'POST',
  path: '/api/organization/link/rotate/post',
  auth: true,
  tag: 'organization',
  summary: 'Replace the invite token; old links stop working (owner, admin)',
  query: z.object({ organizationId: idSchema }),
  response: inviteLinkSchema,
});

export const inviteOfferSchema = z.object({
  organizationId: idSchema,
  name: z.string(),
  logo: z.string().nullable(),
});

export const getInvite = defineCall({
  method: 'GET',
  path: '/api/organization/invite/get',
  // no token: the sign-up page names the team to someone who has only the link (which joins it anyway)
  auth: false,
  tag: 'organization',
  summary:
    'The team an invite link leads to (name and logo), when its token is the current one; 404 otherwise. No sign-in needed: the link is the secret',
  query: z.object({ orgId: idSchema, token: z.string().min(16).max(128) }),
  response: inviteOfferSchema,
});
