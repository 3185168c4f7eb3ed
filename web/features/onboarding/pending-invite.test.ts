import { describe, expect, it } from 'vitest';
import { readInviteParams } from './pending-invite';

const ORG = '00000000-0000-4000-8000-0000000000aa';
const TOKEN = 'a'.repeat(43);

describe('readInviteParams', () => {
  it("reads the team's link (token) and a personal invite (invite, decision 057) apart", () => {
    expect(readInviteParams(new URLSearchParams({ orgId: ORG, token: TOKEN }))).toEqual({ orgId: ORG, token: TOKEN });
    expect(readInviteParams(new URLSearchParams({ orgId: ORG, invite: TOKEN }))).toEqual({ orgId: ORG, token: TOKEN, personal: true });
  });

  it('answers null for an incomplete link', () => {
    expect(readInviteParams(new URLSearchParams({ invite: TOKEN }))).toBeNull();
    expect(readInviteParams(new URLSearchParams({ orgId: ORG, invite: 'short' }))).toBeNull();
  });
});
