import { type ComponentType, createElement, type ReactElement, use } from 'react'

/** Spec section 9: a route chunk that has not arrived after 120 seconds counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Page did not load within ${ms / 1000} s`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

const CHUNK_FAILURE = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk .* failed/i,
]

/** A page's code could not be fetched: typically a deploy replaced the files the open tab expects. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true
  const message = error instanceof Error ? error.message : String(error)
  return CHUNK_FAILURE.some((pattern) => pattern.test(message))
}

export type LazyPage = (() => ReactElement | null) & { preload: () => Promise<void> }

/**
 * A route component loaded on first use, each in its own chunk, under the chunk timeout.
 * After a failure the next render imports again, so "Retry" really retries.
 */
export function lazyPage(
  importer: () => Promise<{ default: ComponentType }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyPage {
  let page: ComponentType | undefined
  let pending: Promise<void> | undefined
  const load = () => {
    pending ??= withTimeout(importer(), timeoutMs).then(
      (module) => {
        page = module.default
      },
      (error: unknown) => {
        pending = undefined
        throw error instanceof ChunkLoadError || !isChunkLoadError(error)
          ? error
          : new ChunkLoadError(error instanceof Error ? error.message : String(error))
      },
    )
    return pending
  }
  function Lazy() {
    if (!page) use(load())
    return page ? createElement(page) : null
  }
  return Object.assign(Lazy, { preload: load })
}
