import type { Member } from '@core/api/members';
import type { MemberRecord } from '../services/members/members';

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
