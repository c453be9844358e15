import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { harnessOn, test, workerDatabase } from './harness'

/*
 * A body over the size limit on a kept-alive connection, over a real socket: the 413 says
 * `Connection: close` and the server then closes it, so no client sends its next request into a
 * socket about to vanish. A request within the limit keeps the connection alive.
 */

beforeAll(async () => {
  await workerDatabase()
})

/** Sends `request` raw on a fresh socket; answers what came back and whether the server closed it. */
function exchange(port: number, request: string): Promise<{ head: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    let settled = false
    const finish = (closed: boolean) => {
      if (settled) return
      settled = true
      socket.destroy()
      resolve({ head: received.split('\r\n\r\n')[0] ?? '', closed })
    }
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8')
      // Kept alive: the answer arrived and the socket stays open a moment later.
      if (received.includes('\r\n\r\n')) setTimeout(() => finish(false), 300)
    })
    socket.on('end', () => finish(true))
    socket.on('close', () => finish(true))
    socket.on('error', reject)
    socket.write(request)
  })
}

describe('a request over the size limit on a kept-alive connection', () => {
  let server: ReturnType<typeof serve>
  let port = 0
  beforeAll(async () => {
    const h = harnessOn((await workerDatabase()).db)
    server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  test('is answered 413 with Connection: close, and the socket is closed', async () => {
    const body = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'p' })
    const answer = await exchange(
      port,
      `POST /v2/login HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
    expect(answer.head).toMatch(/^HTTP\/1\.1 413/)
    expect(answer.head.toLowerCase()).toContain('connection: close')
    expect(answer.closed).toBe(true)
  })

  test('a 100 MB import is refused from its declared length, before its body is read', async () => {
    // Headers only: an answer at all shows the server did not wait for the 100 MB it was promised.
    const answer = await exchange(
      port,
      `POST /v2/city/import HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\nContent-Type: text/csv\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\nname,state\r\n`,
    )
    expect(answer.head).toMatch(/^HTTP\/1\.1 413/)
    expect(answer.closed).toBe(true)
  })

  test('one within the limit keeps the connection alive', async () => {
    const answer = await exchange(
      port,
      'GET /v2/health HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n',
    )
    expect(answer.head).toMatch(/^HTTP\/1\.1 200/)
    expect(answer.head.toLowerCase()).not.toContain('connection: close')
    expect(answer.closed).toBe(false)
  })
})
