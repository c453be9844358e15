import { existsSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { pruneSessions } from './auth/sessions'
import { pruneAttempts } from './auth/throttle'
import { type Config, ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock'
import { databaseIsEmpty, seedDemo } from './db/seed'
import { createLogger } from './logger'
import { sendPendingMail } from './mail/outbox'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

async function main() {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
  const logger = createLogger(config.logLevel)
  let releaseLock = () => {}
  if (!config.databaseUrl) {
    try {
      releaseLock = acquireDataDirLock(config.dataDir)
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message)
      throw error
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.poolSize,
  }).catch((error: unknown) => {
    releaseLock()
    fail(`Greenlight cannot open its database: ${error instanceof Error ? error.message : String(error)}`)
  })
  await database.migrate()
  if (config.seedDemo && (await databaseIsEmpty(database.db))) {
    await seedDemo(database.db)
    logger.info('seed.demo', { organizations: ['Greenlight Platform', 'Demo Studios', 'Northwind Films'] })
  }

  const deps = { db: database.db, config, logger, clock: () => new Date() }
  const staticDir = existsSync(config.staticDir) ? config.staticDir : undefined
  if (!staticDir)
    logger.warn('spa.missing', { staticDir: config.staticDir, hint: 'run npm run build to serve the SPA' })
  const app = createApp(deps, { staticDir })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info('server.listening', { url: `http://localhost:${info.port}`, database: database.kind })
  })

  const mailTimer = setInterval(() => {
    sendPendingMail(database.db, logger, config.mailDir, new Date()).catch((error: unknown) =>
      logger.error('mail.loop', { error: String(error) }),
    )
  }, 5_000)
  const pruneTimer = setInterval(() => {
    const now = new Date()
    Promise.all([
      pruneSessions(database.db, now),
      pruneAttempts(database.db, new Date(now.getTime() - 86_400_000)),
    ]).catch((error: unknown) => logger.error('prune.loop', { error: String(error) }))
  }, 3_600_000)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('server.stopping', { signal })
    clearInterval(mailTimer)
    clearInterval(pruneTimer)
    await new Promise<void>((resolve) => server.close(() => resolve()))
    // PGlite must be closed cleanly, or its directory can be left inconsistent.
    await database.close()
    releaseLock()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

void main()
