import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { createApp } from './app'
import { pruneSessions } from './auth/sessions'
import { pruneAttempts } from './auth/throttle'
import { type Config, ConfigError, loadConfig } from './config'
import { type DatabaseHandle, openDatabase } from './db/client'
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock'
import { loggableError } from './db/failure'
import { databaseIsEmpty, seedDemo } from './db/seed'
import { afterAnswersSettled } from './http/after-answer'
import { createLogger, type Logger } from './logger'
import { sendPendingMail } from './mail/sender'
import { freshJournalRollupsEverywhere } from './modules/books/journal-rollup'
import { keepEndedWeeks } from './modules/budget/cost-weekly'
import { runContractJobs } from './modules/contracts/reminders'
import { freshContractRollupsEverywhere } from './modules/contracts/rollup'
import { alertOverdueHires } from './modules/inventory/overdue-alerts'
import { ensureDefaultMasters } from './modules/masters/defaults'
import { freshSpendRollupsEverywhere } from './modules/spend/rollup'
import { nodeSecrets } from './platform/node-secrets'
import { repeat } from './platform/repeat'
import { mountSpa } from './spa'

const writeLine = (line: string) => process.stdout.write(`${line}\n`)

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

async function open(
  config: Config,
  releaseLock: () => void,
  poolSize = config.poolSize,
): Promise<DatabaseHandle> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize })
  } catch (error) {
    releaseLock()
    fail(`Greenlight cannot open its database: ${error instanceof Error ? error.message : String(error)}`)
  }
}

async function prepareDatabase(database: DatabaseHandle, config: Config, logger: Logger) {
  await database.migrate()
  if (config.seedDemo && (await databaseIsEmpty(database.db))) {
    await seedDemo(database.db, nodeSecrets())
    logger.info('seed.demo', { organizations: ['Greenlight Platform', 'Demo Studios', 'Northwind Films'] })
  }
  const seeded = await ensureDefaultMasters(database.db)
  if (seeded) logger.info('seed.default_masters', { organizations: seeded })
}

/**
 * The mail sender, the overdue-hire alerts, the contracts' dates and reminders, last week's cost
 * reports, and the pruning of old sessions and sign-in attempts: run by one process only (the
 * alerts and reminders stay once-only even if another process ran them too). Each job's next run
 * waits for its last to end (`repeat`): on a busy machine, runs slower than their period would
 * otherwise pile up on the database's one connection (embedded) and slow every request.
 */
function startBackgroundJobs(database: DatabaseHandle, config: Config, logger: Logger) {
  /** A job's failure is logged under `event`; the job runs again at its next turn. */
  const logged = (event: string, work: Promise<unknown>) =>
    work.catch((error: unknown) => logger.error(event, { error: loggableError(error).error }))
  const stopMail = repeat(
    () => logged('mail.loop', sendPendingMail(database.db, logger, config.mailDir, new Date())),
    5_000,
  )
  // Hourly (DAILY_JOBS_EVERY_SECONDS), and a minute after start: an item on hire past its due date
  // is alerted once; contracts become expiring or expired by their dates and their reminders go
  // out, each once; the rollups of projects changed since are rebuilt.
  const dailyJobs = () => {
    const now = new Date()
    return Promise.all([
      logged('hires.overdue', alertOverdueHires(database.db, config.publicUrl, now)),
      logged('contracts.daily', runContractJobs(database.db, config.publicUrl, now)),
      logged('cost.weekly', keepEndedWeeks(database.db, now)),
      logged(
        'rollups.hourly',
        freshSpendRollupsEverywhere(database.db)
          .then(() => freshContractRollupsEverywhere(database.db))
          .then(() => freshJournalRollupsEverywhere(database.db)),
      ),
    ])
  }
  const stopDaily = repeat(dailyJobs, config.dailyJobsEveryMs, Math.min(60_000, config.dailyJobsEveryMs))
  const stopPrune = repeat(() => {
    const now = new Date()
    return logged(
      'prune.loop',
      Promise.all([
        pruneSessions(database.db, now),
        pruneAttempts(database.db, new Date(now.getTime() - 86_400_000)),
      ]),
    )
  }, 3_600_000)
  return () => {
    stopMail()
    stopDaily()
    stopPrune()
  }
}

/** Answers requests until a signal; with `runJobs` it also runs the background jobs. */
async function serveRequests(config: Config, { runJobs, prepare }: { runJobs: boolean; prepare: boolean }) {
  const logger = createLogger(config.logLevel, writeLine)
  let releaseLock = () => {}
  if (!config.databaseUrl) {
    try {
      releaseLock = acquireDataDirLock(config.dataDir)
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message)
      throw error
    }
  }
  const database = await open(config, releaseLock)
  if (prepare) await prepareDatabase(database, config, logger)

  const deps = {
    db: database.db,
    config,
    logger,
    clock: () => new Date(),
    secrets: nodeSecrets(),
    socketAddress: (c: Context) => getConnInfo(c).remote.address,
  }
  const staticDir = existsSync(config.staticDir) ? config.staticDir : undefined
  if (!staticDir)
    logger.warn('spa.missing', { staticDir: config.staticDir, hint: 'run npm run build to serve the SPA' })
  const server = serve(
    {
      fetch: createApp(deps, { site: staticDir ? (app) => mountSpa(app, staticDir) : undefined }).fetch,
      port: config.port,
      hostname: config.host,
    },
    (info) => {
      logger.info('server.listening', {
        url: `http://localhost:${info.port}`,
        database: database.kind,
        pid: process.pid,
      })
    },
  )
  const stopJobs = runJobs ? startBackgroundJobs(database, config, logger) : () => {}

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('server.stopping', { signal })
    stopJobs()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    // A reset link being written when the signal came still goes out.
    await afterAnswersSettled(deps)
    // PGlite must be closed cleanly, or its directory can be left inconsistent.
    await database.close()
    releaseLock()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

/**
 * Several processes on one PostgreSQL (WEB_CONCURRENCY): the primary migrates and seeds once and
 * runs the background jobs; the workers share the port. The server keeps no state between
 * requests, so any worker can answer any request.
 */
async function runPrimary(config: Config) {
  const logger = createLogger(config.logLevel, writeLine)
  const database = await open(config, () => {}, 2)
  await prepareDatabase(database, config, logger)
  const stopJobs = startBackgroundJobs(database, config, logger)
  for (let i = 0; i < config.workers; i++) cluster.fork()
  let stopping = false
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        stopJobs()
        void database.close().then(() => process.exit(0))
      }
      return
    }
    logger.error('worker.exited', { pid: worker.process.pid, code })
    cluster.fork()
  })
  const stop = () => {
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM')
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  logger.info('server.primary', { workers: config.workers })
}

async function main() {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
  if (config.workers > 1) {
    if (cluster.isPrimary) return runPrimary(config)
    return serveRequests(config, { runJobs: false, prepare: false })
  }
  return serveRequests(config, { runJobs: true, prepare: true })
}

void main()
