/** Signs up through better-auth, trades the session cookie for a JWT, creates a profile and a team. */
export const createOwner = async (baseURL: string): Promise<{ token: string; orgId: string }> => {
  const email = `bench-${Date.now()}@example.test`;
  const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, password: 'bench-password-2026', name: 'Bench Owner' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const tokenRes = await fetch(`${baseURL}/api/auth/token`, { headers: { cookie } });
  const { token } = (await tokenRes.json()) as { token: string };
  const json = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const reg = await fetch(`${baseURL}/api/user/register/post`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Owner' }),
  });
  if (!reg.ok) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const org = await fetch(`${baseURL}/api/organizations/post`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Bench Team' }),
  });
  if (!org.ok) throw new Error(`organization failed: ${org.status} ${await org.text()}`);
  return { token, orgId: ((await org.json()) as { id: string }).id };
};
