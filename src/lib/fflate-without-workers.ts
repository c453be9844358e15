import {
  type AsyncTerminable,
  type AsyncUnzipOptions,
  type AsyncZipOptions,
  type AsyncZippable,
  type FlateCallback,
  type FlateError,
  type UnzipCallback,
  unzipSync,
  type Zippable,
  zipSync,
} from 'fflate'

/**
 * fflate as the spreadsheet libraries see it in the SPA (vite.config.ts points their imports
 * here): its callback `zip` and `unzip` hand files of 160 KB or more to a Worker started from a
 * blob: URL, which the app's Content-Security-Policy (worker-src 'self') refuses — a large export
 * would never finish. These run the same work on the calling thread, as the SPA always did.
 */
export * from 'fflate'

function later<T>(work: () => T, callback: (error: FlateError | null, result: T) => void): AsyncTerminable {
  let cancelled = false
  queueMicrotask(() => {
    if (cancelled) return
    let result: T
    try {
      result = work()
    } catch (error) {
      callback(error as FlateError, undefined as T)
      return
    }
    callback(null, result)
  })
  return () => {
    cancelled = true
  }
}

export function zip(data: AsyncZippable, ...rest: [AsyncZipOptions, FlateCallback] | [FlateCallback]) {
  const [options, callback] = rest.length === 2 ? rest : [undefined, rest[0]]
  return later(() => zipSync(data as Zippable, options), callback)
}

export function unzip(data: Uint8Array, ...rest: [AsyncUnzipOptions, UnzipCallback] | [UnzipCallback]) {
  const [options, callback] = rest.length === 2 ? rest : [undefined, rest[0]]
  return later(() => unzipSync(data, options), callback)
}
