import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invites } from '../../db/schema';
import { housekeepingPlugin } from '../../plugins/housekeeping';
import { createOrganization, createUser, deleteAccount, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { ENDED_INVITE_KEEP_DAYS, purgeEndedInvites } from './purge';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('what is kept of invites once they end (decision 063)', () => {
  const t = useTestApp();

  const addInvite = async (
    organizationId: string,
    row: { email?: string; createdAt: Date; expiresAt: Date; acceptedAt?: Date; revokedAt?: Date },
  ) => {
    const [made] = await t.db
      .insert(invites)
      .values({
        organizationId,
        email: row.email ?? `${randomBytes(4).toString('hex')}@example.test`,
        role: 'athlete',
        tokenHash: randomBytes(32).toString('hex'),
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        acceptedAt: row.acceptedAt ?? null,
        revokedAt: row.revokedAt ?? null,
      })
      .returning();
    return made!;
  };

  it('deletes the invites used, withdrawn or expired more than 90 days ago, and only those', async () => {
    const { organization } = await createOrganization(t);
    const made = [
      // pending, expiring ahead
      await addInvite(organization.id, { createdAt: daysAgo(3), expiresAt: daysAgo(-11) }),
      // expired unused: 200 days ago, then 91, 89 and 10
      ...(await Promise.all(
        [200, 91, 89, 10].map((d) => addInvite(organization.id, { createdAt: daysAgo(d + 14), expiresAt: daysAgo(d) })),
      )),
      // used 120 and 30 days ago (sent long before: the send date does not count)
      await addInvite(organization.id, { createdAt: daysAgo(130), expiresAt: daysAgo(116), acceptedAt: daysAgo(120) }),
      await addInvite(organization.id, { createdAt: daysAgo(300), expiresAt: daysAgo(286), acceptedAt: daysAgo(30) }),
      // withdrawn 95 and 2 days ago
      await addInvite(organization.id, { createdAt: daysAgo(100), expiresAt: daysAgo(86), revokedAt: daysAgo(95) }),
      await addInvite(organization.id, { createdAt: daysAgo(5), expiresAt: daysAgo(-9), revokedAt: daysAgo(2) }),
    ];
    // independently: the day each ended, kept while it is 90 days old or younger
    const endedOf = (i: (typeof made)[number]) => (i.acceptedAt ?? i.revokedAt ?? i.expiresAt).getTime();
    const kept = made.filter((i) => NOW.getTime() - endedOf(i) <= ENDED_INVITE_KEEP_DAYS * DAY).map((i) => i.id);
    expect(kept).toHaveLength(5);

    expect(await purgeEndedInvites(t.db, NOW)).toBe(made.length - kept.length);
    const left = await t.db
      .select({ id: invites.id })
      .from(invites)
      .where(
        inArray(
          invites.id,
          made.map((i) => i.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([...kept].sort());
    expect(await purgeEndedInvites(t.db, NOW)).toBe(0);
  });

  it('a server deletes them once it has started (a minute after, here at once), then every round', async () => {
    const { organization } = await createOrganization(t);
    const old = await addInvite(organization.id, {
      createdAt: new Date(Date.now() - 200 * DAY),
      expiresAt: new Date(Date.now() - 186 * DAY),
    });
    const fresh = await addInvite(organization.id, { createdAt: new Date(), expiresAt: new Date(Date.now() + 14 * DAY) });
    // the housekeeping plugin on the test app's database, as the app registers it
    const app = Fastify();
    await app.register(
      fp(
        async (a) => {
          a.decorate('db', t.db);
        },
        { name: 'splits-db' },
      ),
    );
    await app.register(housekeepingPlugin, { firstAfterMs: 0 });
    await app.ready();
    try {
      await expect.poll(async () => (await t.db.select().from(invites).where(eq(invites.id, old.id))).length, { timeout: 10_000 }).toBe(0);
      expect(await t.db.select().from(invites).where(eq(invites.id, fresh.id))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it("deleting an account deletes the invites to its address, of every team and every state; others' stay", async () => {
    const person: TestUser = await createUser(t, { email: `Runner-${randomBytes(3).toString('hex')}@Example.test` });
    const address = person.email.toLowerCase();
    const first = (await createOrganization(t)).organization;
    const second = (await createOrganization(t)).organization;
    const soon = new Date(Date.now() + 14 * DAY);
    const theirs = [
      await addInvite(first.id, { email: address, createdAt: new Date(), expiresAt: soon }),
      await addInvite(second.id, { email: address, createdAt: new Date(), expiresAt: soon, acceptedAt: new Date() }),
      await addInvite(second.id, { email: address, createdAt: new Date(), expiresAt: soon, revokedAt: new Date() }),
    ];
    const someoneElse = await addInvite(first.id, { createdAt: new Date(), expiresAt: soon });

    const res = await deleteAccount(t, person);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.db
        .select()
        .from(invites)
        .where(
          inArray(
            invites.id,
            theirs.map((i) => i.id),
          ),
        ),
    ).toHaveLength(0);
    expect(await t.db.select().from(invites).where(eq(invites.id, someoneElse.id))).toHaveLength(1);
  });
});
