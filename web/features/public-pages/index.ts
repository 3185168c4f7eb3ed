/** A team's public pages: the settings card and an athlete's consent control (decision 051). */
export { PublicPageSettings } from './public-page-settings';
export { AthletePublicConsent } from './athlete-public-consent';
