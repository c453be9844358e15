import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import {
  dummyHash,
  formatHash,
  parseHash,
  SCRYPT_KEY_LENGTH,
  type ScryptParams,
  type Secrets,
  STANDARD_SCRYPT,
} from './secrets'

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(
      password,
      salt,
      SCRYPT_KEY_LENGTH,
      { ...params, maxmem: 128 * params.N * params.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  )
}

/** node:crypto: scrypt runs in libuv's thread pool, so sign-ins do not block other requests. */
export function nodeSecrets(params: ScryptParams = STANDARD_SCRYPT): Secrets {
  return {
    async hashPassword(password) {
      const salt = randomBytes(16)
      const key = await scrypt(password, salt, params)
      return formatHash(params, salt.toString('base64url'), key.toString('base64url'))
    },
    async verifyPassword(password, stored) {
      const parsed = parseHash(stored ?? dummyHash(params))
      if (!parsed) return false
      const expected = Buffer.from(parsed.hash, 'base64url')
      const actual = await scrypt(password, Buffer.from(parsed.salt, 'base64url'), parsed)
      // With no stored hash the comparison still runs (against a dummy), so timing does not tell
      // whether the account exists.
      return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected)
    },
    randomToken: () => randomBytes(32).toString('base64url'),
    hashToken: (token) => createHash('sha256').update(token).digest('hex'),
  }
}
