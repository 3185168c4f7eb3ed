import { describe, expect, it } from 'vitest';
import { hashPassword, scryptParamsFor, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('are made at the production cost everywhere but under NODE_ENV=test', () => {
    expect(scryptParamsFor('standard')).toEqual({ N: 32768, r: 8, p: 3 });
    expect(scryptParamsFor('low').N).toBeLessThan(32768);
  });

  it('store their parameters, production cost by default', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct horse batterY' })).toBe(false);
  });

  it('verify with the stored parameters whatever the current cost', async () => {
    const cheap = await hashPassword('correct horse battery', scryptParamsFor('low'));
    expect(cheap.startsWith(`scrypt$${scryptParamsFor('low').N}$`)).toBe(true);
    expect(await verifyPassword({ hash: cheap, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash: cheap, password: 'wrong horse battery' })).toBe(false);
  });
});
