import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('malformed input to the files and image routes', () => {
  let owner: TestUser;
  let orgId: string;
  beforeAll(async () => {
    const created = await createOrganization(t);
    owner = created.owner;
    orgId = created.organization.id;
  });

  it('answers 4xx, never 5xx', async () => {
    const auth = { authorization: `Bearer ${owner.token}` };
    const tus = { ...auth, 'tus-resumable': '1.0.0' };
    const cases = [
      {
        method: 'POST',
        url: `/api/files/post?orgId=${orgId}`,
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
        payload: 'garbage',
      },
      {
        method: 'POST',
        url: `/api/files/post?orgId=${orgId}`,
        headers: { ...auth, 'content-type': 'multipart/form-data' },
        payload: '--x\r\n',
      },
      { method: 'POST', url: `/api/files/post?orgId=${orgId}`, headers: { ...auth, 'content-type': 'application/json' }, payload: '{}' },
      { method: 'POST', url: `/api/files/post?orgId=${orgId}&purpose=banner`, headers: auth },
      { method: 'POST', url: '/api/files/tus/', headers: { ...tus, 'upload-length': '10', 'upload-metadata': 'orgId !!!,purpose' } },
      { method: 'POST', url: '/api/files/tus/', headers: { ...tus, 'upload-length': '-5', 'upload-metadata': '' } },
      { method: 'POST', url: '/api/files/tus/', headers: { ...tus, 'upload-defer-length': '1' } },
      {
        method: 'POST',
        url: '/api/files/tus/',
        headers: { ...tus, 'upload-length': '10', 'upload-metadata': `orgId ${Buffer.from('nope').toString('base64')}` },
      },
      {
        method: 'POST',
        url: '/api/files/tus/',
        headers: { ...auth, 'upload-length': '10', 'upload-metadata': `orgId ${Buffer.from(orgId).toString('base64')}` },
      },
      {
        method: 'PATCH',
        url: `/api/files/tus/${randomUUID()}`,
        headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: 'x',
      },
      { method: 'PATCH', url: '/api/files/tus/%00', headers: tus },
      { method: 'HEAD', url: `/api/files/tus/${randomUUID()}`, headers: tus },
      { method: 'DELETE', url: `/api/files/tus/${randomUUID()}`, headers: tus },
      { method: 'GET', url: '/api/images/get?url=http://%5B&width=10' },
      { method: 'GET', url: '/api/images/get?url=%2Fassets%2F%E0%A4%A&width=10' },
      { method: 'GET', url: `/api/images/get?url=/api/files/public/${randomUUID()}&width=10` },
      { method: 'GET', url: '/api/images/get?url=/api/files/download%3Ftoken%3Dabc&width=10' },
      { method: 'GET', url: '/api/images/get?width=10' },
      { method: 'GET', url: '/api/files/download?token=a.b' },
      { method: 'GET', url: `/api/files/public/${randomUUID()}` },
    ] as const;
    const failures: string[] = [];
    for (const c of cases) {
      const res = await t.app.inject(c as InjectOptions);
      if (res.statusCode < 400 || res.statusCode >= 500)
        failures.push(`${c.method} ${c.url} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});
