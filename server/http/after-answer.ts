import { loggableError } from '../db/failure'
import type { Deps } from './route'

/**
 * Work that must not change how long the answer takes — a password reset's lookup and mail,
 * which would otherwise tell a known address from an unknown one by timing. It starts once the
 * handler has returned; a failure is logged, never answered.
 */
const pending = new WeakMap<Deps, Set<Promise<void>>>()

export function afterAnswer(deps: Deps, what: string, task: () => Promise<void>) {
  const running = new Promise<void>((resolve) => setTimeout(resolve, 0))
    .then(task)
    .catch((error: unknown) => deps.logger.error('after_answer.failed', { what, ...loggableError(error) }))
  const set = pending.get(deps) ?? new Set()
  pending.set(deps, set)
  set.add(running)
  void running.finally(() => set.delete(running))
}

/** Resolves when every task started for these deps has finished (tests, and a graceful stop). */
export async function afterAnswersSettled(deps: Deps) {
  const set = pending.get(deps)
  while (set?.size) await Promise.all([...set])
}
