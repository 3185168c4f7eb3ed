/** A team's public pages: the settings card, an athlete's consent control and its queries (decision 051; a parent's control: family). */
export { PublicPageSettings } from './public-page-settings';
export { AthletePublicConsent } from './athlete-public-consent';
export { useAthleteConsent, useAthletePublicStatus } from './api/athlete-public-status';
