export { athletesQueryOptions } from './api/get-athletes';
