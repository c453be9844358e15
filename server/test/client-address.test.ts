import { beforeAll, describe, expect } from 'vitest'
import { DEMO, type Harness, harnessOn, test, workerDatabase } from './harness'

/*
 * The client address the per-address limits count by cannot be chosen by the client: behind the
 * one trusted proxy (TRUST_PROXY=1) it is the last X-Forwarded-For entry, the one the proxy
 * appended; without a proxy the header is ignored (in-process requests have no socket: 'unknown').
 */

beforeAll(async () => {
  await workerDatabase()
})

/** 31 failed sign-ins, each claiming another address before the one the proxy appended. */
async function guessFrom(h: Harness, realAddress: string) {
  for (let attempt = 0; attempt < 31; attempt++)
    await h.call('POST', '/v2/login', {
      body: { email: `guess${attempt}@demostudios.test`, password: 'x' },
      headers: { 'x-forwarded-for': `10.0.${attempt}.1, ${realAddress}` },
    })
  // A new account from the same real address, claiming yet another one.
  return h.call('POST', '/v2/login', {
    body: { email: DEMO.manager, password: 'greenlight-demo' },
    headers: { 'x-forwarded-for': `192.0.2.99, ${realAddress}` },
  })
}

describe('the client address', () => {
  test('behind the proxy, spoofed leading X-Forwarded-For entries do not escape the address limit', async ({
    h,
  }) => {
    expect((await guessFrom(h, '198.51.100.77')).status).toBe(429)
  })

  test('without a proxy, X-Forwarded-For is ignored altogether', async ({ h: proxied }) => {
    // The same savepoint, served as if no proxy stood in front.
    const h = harnessOn(proxied.db, { TRUST_PROXY: '0' })
    // Every request counts against the same (socketless) address, whatever the header says.
    for (let attempt = 0; attempt < 31; attempt++)
      await h.call('POST', '/v2/login', {
        body: { email: `stranger${attempt}@demostudios.test`, password: 'x' },
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      })
    const next = await h.call('POST', '/v2/login', {
      body: { email: DEMO.moderator, password: 'greenlight-demo' },
      headers: { 'x-forwarded-for': '203.0.113.200' },
    })
    expect(next.status).toBe(429)
  })
})
