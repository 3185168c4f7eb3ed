/** The family feature's public entry (decision 052): parents' athletes, and coaches' side of the links. */
export { useMyFamily } from './api/family';
export { FamilyAthleteSchedule } from './family-athlete-schedule';
export { FamilyCodeForm } from './family-code-form';
export { FamilyPublicProfile } from './family-public-profile';
export { AthleteFamilyPanel } from './athlete-family-panel';
export { FamilyRequestsCard } from './family-requests-card';
