import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ChunkLoadError } from '@/lib/chunks'
import { RouteError } from './RouteError'

/** React reports every error an error boundary catches on console.error; here that is expected. */
function renderFailingRoute(error: Error) {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const root = createRootRoute({
    component: () => {
      throw error
    },
    errorComponent: RouteError,
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory() })
  render(<RouterProvider router={router} />)
  return logged
}

describe('RouteError', () => {
  it('offers retry and reload when a page chunk failed to load after a deploy', async () => {
    renderFailingRoute(new ChunkLoadError('Page did not load within 120 s'))
    expect(await screen.findByText('A new version of Greenlight is available')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload Greenlight' })).toBeInTheDocument()
  })

  it('shows a plain page error otherwise, and logs it', async () => {
    const logged = renderFailingRoute(new Error('boom'))
    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }))
  })
})
