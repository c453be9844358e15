import type { Language } from '../contract/index'

/**
 * The little the mock API remembers (revoked tokens, profile edits). Kept in localStorage when
 * there is one, so a page reload in the browser keeps the same mock world.
 */
type MockState = {
  revoked: string[]
  profiles: Record<number, { name?: string; language?: Language; flags?: Record<string, boolean> }>
}

const KEY = 'greenlight.mockState'
let memory: MockState = { revoked: [], profiles: {} }

function load(): MockState {
  try {
    const raw = globalThis.localStorage?.getItem(KEY)
    return raw ? (JSON.parse(raw) as MockState) : memory
  } catch {
    return memory
  }
}

function save(state: MockState) {
  memory = state
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(state))
  } catch {
    // memory only
  }
}

export const mockState = {
  isRevoked: (token: string) => load().revoked.includes(token),
  revoke: (token: string) => {
    const state = load()
    save({ ...state, revoked: [...state.revoked.slice(-200), token] })
  },
  profileEdits: (userId: number) => load().profiles[userId] ?? {},
  editProfile: (userId: number, edit: MockState['profiles'][number]) => {
    const state = load()
    const before = state.profiles[userId] ?? {}
    save({
      ...state,
      profiles: {
        ...state.profiles,
        [userId]: { ...before, ...edit, flags: { ...before.flags, ...edit.flags } },
      },
    })
  },
  reset: () => {
    memory = { revoked: [], profiles: {} }
    try {
      globalThis.localStorage?.removeItem(KEY)
    } catch {
      // memory only
    }
  },
}
