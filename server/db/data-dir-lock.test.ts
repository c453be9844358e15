import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock'

describe('data directory lock', () => {
  it('lets one server hold the directory and refuses a second', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gl-lock-'))
    const release = acquireDataDirLock(dir)
    writeFileSync(join(dir, 'greenlight.lock'), String(process.ppid))
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(dir)).toThrow(
      /Another Greenlight server \(pid \d+\) is using the data directory/,
    )
    release()
    const again = acquireDataDirLock(dir)
    again()
  })

  it('takes over a lock left by a process that is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gl-lock-'))
    const lock = join(dir, 'greenlight.lock')
    writeFileSync(lock, '999999')
    expect(() => process.kill(999999, 0)).toThrow() // the stale owner really is gone
    const release = acquireDataDirLock(dir)
    // Taken over: the file now names this process, and releasing removes it.
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid))
    release()
    expect(existsSync(lock)).toBe(false)
  })
})
