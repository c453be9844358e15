import type { Config } from './config'

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
export type Logger = Record<
  'debug' | 'info' | 'warn' | 'error',
  (event: string, fields?: Record<string, unknown>) => void
>

/**
 * Structured JSON log lines on stdout. Callers pass named fields, never request bodies or headers,
 * so passwords and tokens cannot end up here.
 */
export function createLogger(level: Config['logLevel'], write: (line: string) => void): Logger {
  const threshold = LEVELS[level]
  const at =
    (name: keyof Logger) =>
    (event: string, fields: Record<string, unknown> = {}) => {
      if (LEVELS[name] < threshold) return
      write(JSON.stringify({ time: new Date().toISOString(), level: name, event, ...fields }))
    }
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}
