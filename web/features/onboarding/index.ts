export { loadPendingInvite } from './pending-invite';
