export { athletesQueryOptions } from './api/get-athletes';
export { GROUP_LABELS } from './athlete-labels';
