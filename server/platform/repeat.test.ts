import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { repeat } from './repeat'

describe('repeat', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('never starts a run while the last one is still going, and times the next from its end', async () => {
    const finishers: Array<() => void> = []
    const job = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)))
    const stop = repeat(job, 3_000, 1_000)

    await vi.advanceTimersByTimeAsync(999)
    expect(job).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(job).toHaveBeenCalledTimes(1)
    // A run slower than the period: no second run beside it.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(job).toHaveBeenCalledTimes(1)
    finishers[0]?.()
    await vi.advanceTimersByTimeAsync(2_999)
    expect(job).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(job).toHaveBeenCalledTimes(2)
    stop()
  })

  it('goes on after a run whose job caught its failure, and stops for good when told', async () => {
    const job = vi.fn(() => Promise.reject(new Error('database gone')))
    const stop = repeat(() => job().catch(() => undefined), 1_000)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(job).toHaveBeenCalledTimes(3)
    stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(job).toHaveBeenCalledTimes(3)
  })
})
