/**
 * Runs `job` every `everyMs` (the first run after `firstAfterMs`), never two runs at once: the
 * next run is timed from the end of the last. A background job slower than its period (a busy
 * machine, a large organisation) then runs back to back instead of piling runs up on the
 * database's one connection, each delaying the requests and the next run. The job catches (and
 * logs) its own failures. Answers a stop function.
 */
export function repeat(job: () => Promise<unknown>, everyMs: number, firstAfterMs = everyMs): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout>
  const run = async () => {
    try {
      await job()
    } finally {
      if (!stopped) timer = setTimeout(run, everyMs)
    }
  }
  timer = setTimeout(run, firstAfterMs)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
