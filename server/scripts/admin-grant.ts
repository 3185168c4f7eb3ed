import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { users } from '../db/schema';

/** `npm run admin:grant -- email`: makes the user with that email a product admin. */
const run = async (): Promise<number> => {
  const email = process.argv
    .slice(2)
    .find((a) => a !== '--')
    ?.trim();
  if (!email) {
    console.error('Usage: npm run admin:grant -- <email>');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database.pool);
    const updated = await database.db
      .update(users)
      .set({ isProductAdmin: true, updatedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName });
    if (updated.length === 0) {
      console.error(`No user profile has the email ${email}. The user must sign up and complete their profile first.`);
      return 1;
    }
    for (const u of updated) console.log(`${u.firstName} ${u.lastName} <${u.email}> (${u.id}) is now a product admin.`);
    return 0;
  } finally {
    await database.close();
  }
};

run().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  },
);
