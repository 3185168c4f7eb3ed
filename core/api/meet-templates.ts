/** Meet templates (decision 026): a meet's events, and optionally its entries, kept to start new meets from. */
import { z } from 'zod';
import { defineCall } from './define-call';
import { idSchema, isoDateTimeSchema, okSchema } from './common';

export const meetTemplateSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** the events in order, each with the number of entries the template keeps */
  events: z.array(z.object({ eventType: z.string(), round: z.string(), entryCount: z.number().int() })),
  entryCount: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type MeetTemplate = z.infer<typeof meetTemplateSchema>;

const templateName = z.string().trim().min(2, 'At least 2 characters').max(120);
const orgQuery = z.object({ orgId: idSchema });
const templateQuery = z.object({ orgId: idSchema, templateId: idSchema });

export const getMeetTemplates = defineCall({
  method: 'GET',
  path: '/api/meet-templates/get',
  auth: true,
  tag: 'meets',
  summary: "The team's meet templates by name",
  query: orgQuery,
  response: z.object({ items: z.array(meetTemplateSchema) }),
});

export const postMeetTemplate = defineCall({
  method: 'POST',
  path: '/api/meet-templates/post',
  auth: true,
  tag: 'meets',
  summary: 'Save a meet as a template: its events in order and, if asked, its entries and relay teams (never results or seeds)',
  query: orgQuery,
  body: z.object({ meetId: idSchema, name: templateName, entries: z.boolean().default(false) }),
  response: meetTemplateSchema,
});

export const patchMeetTemplate = defineCall({
  method: 'PATCH',
  path: '/api/meet-template/patch',
  auth: true,
  tag: 'meets',
  summary: 'Rename a meet template',
  query: templateQuery,
  body: z.object({ name: templateName }),
  response: meetTemplateSchema,
});

export const deleteMeetTemplate = defineCall({
  method: 'DELETE',
  path: '/api/meet-template/delete',
  auth: true,
  tag: 'meets',
  summary: 'Delete a meet template (meets made from it stay as they are)',
  query: templateQuery,
  response: okSchema,
});
