/**
 * Password hashing and session tokens: what the server needs from a crypto library. The Node
 * process gives it node:crypto (native scrypt, off the event loop); the server running inside a
 * page (mock mode) gives it a pure-JS implementation. Both read and write the same formats.
 */
export type Secrets = {
  hashPassword: (password: string) => Promise<string>
  /** False for a wrong password, and for no stored hash at all after doing the same work. */
  verifyPassword: (password: string, stored: string | null) => Promise<boolean>
  /** 256-bit random opaque token, URL-safe. */
  randomToken: () => string
  /** SHA-256 of a token, hex: what the database keeps instead of the token. */
  hashToken: (token: string) => string
}

export type ScryptParams = { N: number; r: number; p: number }

/** OWASP's scrypt parameters (N=2^15, r=8, p=3, 32 MiB). */
export const STANDARD_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 3 }
/**
 * A cheap cost for test suites and the mock API, where hundreds of sign-ins must take seconds.
 * Hashes carry their parameters, so a hash made with them never weakens a stored one.
 */
export const CHEAP_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 }
export const SCRYPT_KEY_LENGTH = 32

export type StoredHash = ScryptParams & { salt: string; hash: string }

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url: the cost can be raised without breaking old hashes. */
export const formatHash = (params: ScryptParams, salt: string, hash: string) =>
  ['scrypt', params.N, params.r, params.p, salt, hash].join('$')

export function parseHash(stored: string): StoredHash | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [, N, r, p, salt, hash] = parts as [string, string, string, string, string, string]
  return { N: Number(N), r: Number(r), p: Number(p), salt, hash }
}

/** A hash nobody's password matches, used to spend the same time for unknown accounts. */
export const dummyHash = (params: ScryptParams) =>
  formatHash(params, 'AAAAAAAAAAAAAAAAAAAAAA', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
