import { mkdtempSync, writeFileSync } from 'node:fs'
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
    writeFileSync(join(dir, 'greenlight.lock'), '999999')
    const release = acquireDataDirLock(dir)
    release()
  })
})
