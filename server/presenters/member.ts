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

export const presentMember = (m: MemberRecord): Member => ({
  id: m.id,
  organizationId: m.organizationId,
  userId: m.userId,
  roleName: m.role,
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  profilePhoto: m.profilePhoto,
  joinedAt: m.joinedAt.toISOString(),
});
