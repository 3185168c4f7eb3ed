/**
 * Who runs for a team: a finisher with a blank team, or entered "Unattached" (as results files and
 * entry lists write it: Unattached, Unattached (Name), Unatt., Unat, UNA), runs for no team and is
 * never scored as one, in cross country or on the track. The one rule both scorings read.
 */
const UNATTACHED = /^(unattached\b.*|unatt?\.?|una\.?)$/i;

export const scoresForTeam = (team: string): boolean => {
  const name = team.trim();
  return name !== '' && !UNATTACHED.test(name);
};
