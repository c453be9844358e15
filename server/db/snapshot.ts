import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { ensureDefaultMasters } from '../modules/masters/defaults'
import { nodeSecrets } from '../platform/node-secrets'
import { CHEAP_SCRYPT } from '../platform/secrets'
import { openPglite } from './client'
import { seedDemo } from './seed'

/*
 * The mock API (web tests, `npm run mock`, the mocked browser flows) runs the server's app on a
 * PGlite that starts from this snapshot: the migrated database with the demo organisations, as a
 * gzipped data directory. Loading it takes a fraction of migrating and seeding anew. It is built
 * once per change of the server's or the contract's code and kept in node_modules/.cache.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'greenlight')
/** The demo's "today": seeded documents and rates are dated from here, as in the server tests. */
export const SNAPSHOT_SEEDED_AT = new Date('2026-11-01T09:00:00Z')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|sql|json)$/.test(name) && !name.endsWith('.test.ts') ? [path] : []
  })
}

/** A digest of everything the snapshot depends on: the schema, migrations, seeds and contract. */
export function snapshotKey(): string {
  const digest = createHash('sha256')
  for (const file of [...sourceFiles(join(ROOT, 'server')), ...sourceFiles(join(ROOT, 'contract'))].sort()) {
    digest.update(relative(ROOT, file))
    digest.update(readFileSync(file))
  }
  return digest.digest('hex').slice(0, 16)
}

async function buildSnapshot(): Promise<Uint8Array> {
  const database = await openPglite('memory://')
  try {
    await database.migrate()
    // Cheap hashes: signing in on the mock API must not cost a pure-JS scrypt of the full cost.
    await seedDemo(database.db, nodeSecrets(CHEAP_SCRYPT), SNAPSHOT_SEEDED_AT)
    await ensureDefaultMasters(database.db, SNAPSHOT_SEEDED_AT)
    const client = (database.db as unknown as { $client: PGlite }).$client
    // The app never creates a database: without the two templates the page loads a third less.
    for (const template of ['template0', 'template1']) {
      await client.exec(`alter database ${template} is_template false`)
      await client.exec(`drop database ${template}`)
    }
    await client.exec('vacuum analyze')
    await startWalAfresh(client)
    const dump = await client.dumpDataDir('gzip')
    return new Uint8Array(await dump.arrayBuffer())
  } finally {
    await database.close()
  }
}

/**
 * A page loads, stores and reloads every file of the snapshot, and 16 MB of it is the one WAL
 * segment, mostly the history of migrating and seeding. Switch to a new segment, checkpoint (the
 * database then needs no WAL before it), keep WAL small from then on, and cut the new segment
 * after its last page: PostgreSQL extends it as it writes. The snapshot shrinks from 27 to 11 MB.
 */
async function startWalAfresh(client: PGlite) {
  await client.exec(`alter system set min_wal_size = '32MB'`)
  await client.exec(`alter system set max_wal_size = '32MB'`)
  await client.query('select pg_reload_conf()')
  await client.query('select pg_switch_wal()')
  await client.exec('checkpoint')
  const [position] = (
    await client.query<{ lsn: string; segment: string }>(
      'select pg_current_wal_lsn() as lsn, pg_walfile_name(pg_current_wal_lsn()) as segment',
    )
  ).rows
  if (!position) throw new Error('snapshot: no WAL position')
  const FS = client.Module.FS
  const walDir = '/pglite/data/pg_wal'
  for (const name of FS.readdir(walDir))
    if (/^[0-9A-F]{24}$/.test(name) && name !== position.segment) FS.unlink(`${walDir}/${name}`)
  const offset = Number.parseInt(position.lsn.split('/')[1] ?? '0', 16) % WAL_SEGMENT_BYTES
  FS.truncate(`${walDir}/${position.segment}`, (Math.floor(offset / WAL_PAGE) + 2) * WAL_PAGE)
}

const WAL_SEGMENT_BYTES = 16 * 1024 * 1024
const WAL_PAGE = 8192

/** The snapshot's file, built first when the code changed since the last one. */
export async function demoSnapshotFile(): Promise<string> {
  const file = join(CACHE_DIR, `demo-${snapshotKey()}.tar.gz`)
  if (existsSync(file)) return file
  mkdirSync(CACHE_DIR, { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, await buildSnapshot())
  // Two builds at once (test workers, the dev server) each write their own file, then swap it in.
  renameSync(partial, file)
  // Snapshots of older code are of no more use.
  for (const name of readdirSync(CACHE_DIR)) {
    const other = join(CACHE_DIR, name)
    if (/^demo-\w+\.tar\.gz$/.test(name) && other !== file) rmSync(other, { force: true })
  }
  return file
}

// `node --import tsx server/db/snapshot.ts` prints the snapshot's path (building it if needed).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(`${await demoSnapshotFile()}\n`)
}
