import { membersApi, organizationApi, organizationsApi, userApi } from '@core/api';
import { apiSignUp, callApi, newApiClient } from './api';
import { newPerson, type Person } from './identities';

export interface Account extends Person {
  userId?: string;
  organizationId?: string;
  teamName?: string;
  /** the team's invite link, when the account created a team */
  inviteLink?: string;
}

export interface AccountSetup {
  /** create the app profile (POST /api/user/register/post); default true */
  profile?: boolean;
  /** create a team with this name (the account becomes its owner) */
  team?: string;
  /** join the team of this invite link (the account becomes an invitee) */
  joinWith?: string;
  person?: Person;
}

/** orgId and token of an invite link (…/redirect/deeplink?orgId=…&token=…). */
export const parseInviteLink = (link: string): { orgId: string; token: string } => {
  const url = new URL(link);
  const orgId = url.searchParams.get('orgId');
  const token = url.searchParams.get('token');
  if (!orgId || !token) throw new Error(`not an invite link: ${link}`);
  return { orgId, token };
};

/**
 * Sets an account up through the API (fast, no browser): identity, optionally the profile, a team
 * of its own or a team it joins. Used where a journey starts from "an existing coach"; the journeys
 * under test go through the UI.
 */
export const createAccount = async (baseURL: string, setup: AccountSetup = {}): Promise<Account> => {
  const person = setup.person ?? newPerson();
  const client = await newApiClient(baseURL);
  try {
    await apiSignUp(client, person.email, person.password, `${person.firstName} ${person.lastName}`);
    const account: Account = { ...person };
    if (setup.profile === false) return account;
    const { id } = await callApi(client, userApi.registerUser, {
      body: { firstName: person.firstName, lastName: person.lastName },
    });
    account.userId = id;
    if (setup.team) {
      const org = await callApi(client, organizationsApi.postOrganization, { body: { name: setup.team } });
      account.organizationId = org.id;
      account.teamName = org.name;
      const { link } = await callApi(client, organizationApi.getOrganizationLink, { query: { organizationId: org.id } });
      account.inviteLink = link;
    }
    if (setup.joinWith) {
      const { orgId, token } = parseInviteLink(setup.joinWith);
      await callApi(client, membersApi.joinOrganization, { query: { orgId }, body: { token } });
      account.organizationId = orgId;
    }
    return account;
  } finally {
    await client.dispose();
  }
};
