import type { Member } from '@core/api/members';
import type { MemberRecord } from '../services/members/members';

/** `personalData`: whether the caller may see members' emails (can(role, 'team:personal-data')). */
export const presentMember = (m: MemberRecord, personalData = true): Member => ({
  id: m.id,
  organizationId: m.organizationId,
  userId: m.userId,
  roleName: m.role,
  firstName: m.firstName,
  lastName: m.lastName,
  email: personalData ? m.email : null,
  profilePhoto: m.profilePhoto,
  joinedAt: m.joinedAt.toISOString(),
  person: m.person === 'athlete' || m.person === 'parent' ? m.person : null,
});
