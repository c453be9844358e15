import { scryptAsync } from '@noble/hashes/scrypt.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import {
  dummyHash,
  formatHash,
  parseHash,
  SCRYPT_KEY_LENGTH,
  type ScryptParams,
  type Secrets,
  STANDARD_SCRYPT,
} from './secrets'

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

const randomBytes = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length))

/** Constant-time comparison: every byte is looked at whatever the first difference. */
function sameBytes(left: Uint8Array, right: Uint8Array) {
  let difference = left.length ^ right.length
  for (let index = 0; index < Math.min(left.length, right.length); index++)
    difference |= (left[index] as number) ^ (right[index] as number)
  return difference === 0
}

/** Pure JS (@noble/hashes) and Web Crypto's random numbers: for the server running in a page. */
export function webSecrets(params: ScryptParams = STANDARD_SCRYPT): Secrets {
  const derive = (password: string, salt: Uint8Array, cost: ScryptParams) =>
    scryptAsync(password, salt, { ...cost, dkLen: SCRYPT_KEY_LENGTH, maxmem: 2 ** 31 })
  return {
    async hashPassword(password) {
      const salt = randomBytes(16)
      return formatHash(params, toBase64Url(salt), toBase64Url(await derive(password, salt, params)))
    },
    async verifyPassword(password, stored) {
      const parsed = parseHash(stored ?? dummyHash(params))
      if (!parsed) return false
      const actual = await derive(password, fromBase64Url(parsed.salt), parsed)
      return stored !== null && sameBytes(actual, fromBase64Url(parsed.hash))
    },
    randomToken: () => toBase64Url(randomBytes(32)),
    hashToken: (token) => bytesToHex(sha256(new TextEncoder().encode(token))),
  }
}
