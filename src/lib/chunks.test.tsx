import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, lazyPage } from './chunks'

const Page = () => <p>Loaded page</p>

describe('route chunks', () => {
  it('wait 120 seconds before a chunk counts as failed', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })

  it('fail with a ChunkLoadError when the chunk does not arrive in time', async () => {
    const page = lazyPage(() => new Promise(() => {}), 20)
    await expect(page.preload()).rejects.toBeInstanceOf(ChunkLoadError)
  })

  it('import again after a failure, so Retry really retries', async () => {
    const importer = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/Page-1.js'))
      .mockResolvedValueOnce({ default: Page })
    const Lazy = lazyPage(importer)
    await expect(Lazy.preload()).rejects.toBeInstanceOf(ChunkLoadError)
    await Lazy.preload()
    render(<Lazy />)
    expect(await screen.findByText('Loaded page')).toBeInTheDocument()
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
  ])('recognise a browser chunk failure: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('do not mistake other errors for chunk failures', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})
