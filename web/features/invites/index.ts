export { useInviteOffer as usePersonalInviteOffer } from './api/invites';
export { InvitePeopleCard } from './invite-people-card';
export { PersonalInviteCard } from './personal-invite-card';
