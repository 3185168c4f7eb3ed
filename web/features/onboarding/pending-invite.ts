import { z } from 'zod';

/**
 * An invite remembered between the deeplink and the join (survives sign-up and onboarding): the
 * team's link (`token`), or a personal invite's single-use link (`invite`, decision 057: personal).
 */
export interface PendingInvite {
  orgId: string;
  token: string;
  personal?: boolean;
  savedAt: number;
}

const KEY = 'splits.pending-invite';
/** an invite not used within a week is forgotten */
export const PENDING_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const inviteParamsSchema = z.object({
  orgId: z.uuid(),
  token: z.string().min(16).max(128),
  personal: z.boolean().optional(),
});

type InviteParams = z.infer<typeof inviteParamsSchema>;

/** Reads orgId and token (the team's link) or invite (a personal invite) from a deeplink's query; null when missing or malformed. */
export const readInviteParams = (search: URLSearchParams): InviteParams | null => {
  const personal = search.get('invite');
  const parsed = inviteParamsSchema.safeParse(
    personal ? { orgId: search.get('orgId'), token: personal, personal: true } : { orgId: search.get('orgId'), token: search.get('token') },
  );
  return parsed.success ? parsed.data : null;
};

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export const savePendingInvite = (invite: InviteParams, now = Date.now()): void => {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...invite, savedAt: now }));
  } catch {
    // storage disabled: the invite only lives in this page's URL
  }
};

export const loadPendingInvite = (now = Date.now()): PendingInvite | null => {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const parsed = inviteParamsSchema.extend({ savedAt: z.number() }).safeParse(JSON.parse(raw));
    if (!parsed.success || now - parsed.data.savedAt > PENDING_INVITE_TTL_MS) {
      clearPendingInvite();
      return null;
    }
    return parsed.data;
  } catch {
    return null;
  }
};

export const clearPendingInvite = (): void => {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // ignore
  }
};
