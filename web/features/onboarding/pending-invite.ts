import { z } from 'zod';

/** An invite remembered between the deeplink and the join (survives sign-up and onboarding). */
export interface PendingInvite {
  orgId: string;
  token: string;
  savedAt: number;
}

const KEY = 'splits.pending-invite';
/** an invite not used within a week is forgotten */
export const PENDING_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const inviteParamsSchema = z.object({
  orgId: z.uuid(),
  token: z.string().min(16).max(128),
});

/** Reads orgId and token from a deeplink's query; null when missing or malformed. */
export const readInviteParams = (search: URLSearchParams): { orgId: string; token: string } | null => {
  const parsed = inviteParamsSchema.safeParse({ orgId: search.get('orgId'), token: search.get('token') });
  return parsed.success ? parsed.data : null;
};

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export const savePendingInvite = (invite: { orgId: string; token: string }, now = Date.now()): void => {
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
