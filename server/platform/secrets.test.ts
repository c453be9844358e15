import { describe, expect, it } from 'vitest'
import { nodeSecrets } from './node-secrets'
import { CHEAP_SCRYPT } from './secrets'
import { webSecrets } from './web-secrets'

const node = nodeSecrets()

describe('password hashing', () => {
  it('uses scrypt with OWASP parameters (N=2^15, r=8, p=3) and a random salt', async () => {
    const first = await node.hashPassword('correct horse battery staple')
    const second = await node.hashPassword('correct horse battery staple')
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/)
    expect(first).not.toBe(second)
  })

  it('verifies the right password only', async () => {
    const stored = await node.hashPassword('correct horse battery staple')
    expect(await node.verifyPassword('correct horse battery staple', stored)).toBe(true)
    expect(await node.verifyPassword('correct horse battery stable', stored)).toBe(false)
  })

  it('answers false for a missing hash, after doing the same work', async () => {
    const started = performance.now()
    expect(await node.verifyPassword('anything', null)).toBe(false)
    expect(performance.now() - started).toBeGreaterThan(5)
  })
})

describe('the in-page implementation', () => {
  const web = webSecrets(CHEAP_SCRYPT)
  const cheapNode = nodeSecrets(CHEAP_SCRYPT)

  it('reads the hashes Node writes, and Node reads its hashes', async () => {
    const fromNode = await cheapNode.hashPassword('greenlight-demo')
    const fromWeb = await web.hashPassword('greenlight-demo')
    expect(fromWeb).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(await web.verifyPassword('greenlight-demo', fromNode)).toBe(true)
    expect(await web.verifyPassword('greenlight-dem0', fromNode)).toBe(false)
    expect(await cheapNode.verifyPassword('greenlight-demo', fromWeb)).toBe(true)
    expect(await web.verifyPassword('greenlight-demo', null)).toBe(false)
  })

  it('hashes tokens as Node does', () => {
    const token = web.randomToken()
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(web.hashToken(token)).toBe(node.hashToken(token))
  })
})

describe('tokens', () => {
  it('are 256 random bits, stored as a SHA-256 hash', () => {
    const token = node.randomToken()
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(node.randomToken()).not.toBe(token)
    expect(node.hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
  })
})
