export { SignOutButton } from './sign-out-button';
