/** The public pages' addresses, absolute (canonical links, sitemap, previews) from PUBLIC_URL. */
export interface PublicAddresses {
  team: string;
  meet: (meetId: string) => string;
  athlete: (athleteId: string) => string;
  /** the meet's live feed (server-sent events) */
  live: (meetId: string) => string;
  /** an address of this app made absolute (a logo's /api/files/public/<id>); null stays null */
  absolute: (path: string | null) => string | null;
}

export const publicAddresses = (publicUrl: string, slug: string): PublicAddresses => {
  const origin = publicUrl.replace(/\/+$/, '');
  const team = `${origin}/t/${encodeURIComponent(slug)}`;
  return {
    team,
    meet: (id) => `${team}/meets/${encodeURIComponent(id)}`,
    athlete: (id) => `${team}/athletes/${encodeURIComponent(id)}`,
    live: (id) => `/t/${encodeURIComponent(slug)}/meets/${encodeURIComponent(id)}/live`,
    absolute: (path) => (path === null ? null : /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`),
  };
};
