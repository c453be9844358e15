import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'

/**
 * Password hashes: scrypt with OWASP's parameters (N=2^15, r=8, p=3, 32 MiB), stored as
 * `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes.
 */
export const STANDARD_SCRYPT = { N: 2 ** 15, r: 8, p: 3 }
let PARAMS = STANDARD_SCRYPT
const KEY_LENGTH = 32

/**
 * Tests only: a cheap cost so a suite with hundreds of sign-ins runs in seconds. Hashes carry their
 * parameters, so this never weakens a stored hash, and it refuses to act outside NODE_ENV=test.
 */
export function setPasswordHashingForTests(mode: 'fast' | 'standard') {
  if (process.env.NODE_ENV !== 'test') throw new Error('password hashing modes are for tests only')
  PARAMS = mode === 'fast' ? { N: 2 ** 10, r: 8, p: 1 } : STANDARD_SCRYPT
}

function scrypt(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(
      password,
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 128 * params.N * params.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  )
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? dummyHash()).split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, N, r, p, salt, hash] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  })
  // With no stored hash the comparison still runs (against a dummy), so timing does not tell
  // whether the account exists.
  return stored !== null && timingSafeEqual(actual, expected)
}

/** A hash nobody's password matches, used to spend the same time for unknown accounts. */
const dummyHash = () =>
  `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`

/** 256-bit random opaque token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
