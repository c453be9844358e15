import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword, hashToken, randomToken, setPasswordHashingForTests, verifyPassword } from './crypto'

// Other suites in this worker use cheap hashing; these tests check the real cost.
beforeAll(() => setPasswordHashingForTests('standard'))
afterAll(() => setPasswordHashingForTests('fast'))

describe('password hashing', () => {
  it('uses scrypt with OWASP parameters (N=2^15, r=8, p=3) and a random salt', async () => {
    const first = await hashPassword('correct horse battery staple')
    const second = await hashPassword('correct horse battery staple')
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/)
    expect(first).not.toBe(second)
  })

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true)
    expect(await verifyPassword('correct horse battery stable', stored)).toBe(false)
  })

  it('answers false for a missing hash, after doing the same work', async () => {
    const started = performance.now()
    expect(await verifyPassword('anything', null)).toBe(false)
    expect(performance.now() - started).toBeGreaterThan(5)
  })
})

describe('tokens', () => {
  it('are 256 random bits, stored as a SHA-256 hash', () => {
    const token = randomToken()
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(randomToken()).not.toBe(token)
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
  })
})
