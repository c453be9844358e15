import { createWriteStream, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createGzip } from 'node:zlib'
import { loadConfig } from '../config'
import { dumpDatabase } from '../db/backup'
import { openDatabase } from '../db/client'
import { acquireDataDirLock } from '../db/data-dir-lock'

/** npm run backup [-- <file>]: a restorable logical dump of the PGlite or PostgreSQL database. */
async function main() {
  const config = loadConfig()
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  const file = process.argv[2] ?? join('backups', `greenlight-${stamp}.jsonl.gz`)
  // PGlite allows one process at a time: a running server must be stopped first.
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    mkdirSync(join(file, '..'), { recursive: true })
    const gzip = createGzip()
    const done = new Promise<void>((resolve, reject) =>
      gzip
        .pipe(createWriteStream(file))
        .on('finish', () => resolve())
        .on('error', reject),
    )
    const counts = await dumpDatabase(database.db, (line) => {
      gzip.write(`${line}\n`)
    })
    gzip.end()
    await done
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0)
    process.stdout.write(`Backup written to ${file} (${rows} rows from ${database.kind}).\n`)
  } finally {
    await database.close()
    release()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
