import type { Member } from '@core/api/members';
import type { RoleName } from '@core/roles';

export interface MemberRecord {
  id: string;
  organizationId: string;
  userId: string;
  role: RoleName;
  joinedAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  profilePhoto: string | null;
}

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
});
