import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import { loadConfig } from '../config'
import { restoreDatabase } from '../db/backup'
import { openDatabase } from '../db/client'
import { acquireDataDirLock } from '../db/data-dir-lock'

/** npm run restore -- <file>: loads a backup into an empty database (migrating it first). */
async function main() {
  const file = process.argv[2]
  if (!file) throw new Error('Name the backup file: npm run restore -- backups/greenlight-….jsonl.gz')
  const config = loadConfig()
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    const input = createReadStream(file)
    const lines = createInterface({
      input: file.endsWith('.gz') ? input.pipe(createGunzip()) : input,
      crlfDelay: Infinity,
    })
    const counts = await restoreDatabase(database.db, lines)
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0)
    process.stdout.write(`Restored ${rows} rows from ${file} into ${database.kind}.\n`)
  } finally {
    await database.close()
    release()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
