import type { LoginData, Profile } from '@contract/auth'
import type { FeatureFlags, Role, UserType } from '@contract/codes'
import { FEATURE_FLAGS, ROLES, USER_TYPES } from '@contract/codes'
import { create } from 'zustand'

/**
 * The signed-in session, mirrored into localStorage under the names the spec fixes
 * (accessToken, OrganizationID, UserRole, UserType, moduleAccess, permissionPageAccess, flags).
 * Guards read it synchronously through `useSession.getState()`.
 */
export const SESSION_KEYS = {
  token: 'accessToken',
  organizationId: 'OrganizationID',
  role: 'UserRole',
  userType: 'UserType',
  moduleAccess: 'moduleAccess',
  pageAccess: 'permissionPageAccess',
  profile: 'userInfo',
  userName: 'userName',
  tempToken: 'tempToken',
  locked: 'screenLocked',
} as const

export const NO_FLAGS: FeatureFlags = {
  advance_isActive: false,
  creditNote_isActive: false,
  tally_isActive: false,
  isShootLocation: false,
  digiSign_isActive: false,
}

export type SessionState = {
  accessToken: string | null
  organizationId: string | null
  role: Role | null
  userType: UserType | null
  moduleAccess: number[]
  pageAccess: number[]
  flags: FeatureFlags
  profile: Profile | null
  userName: string | null
  locked: boolean
}

type SessionActions = {
  signIn: (login: LoginData) => void
  applyProfile: (profile: Profile) => void
  /** A failed profile fetch drops the token only (spec section 8). */
  dropToken: () => void
  /** 401 and sign-out: everything the session stored goes. */
  clear: () => void
  lock: () => void
  unlock: () => void
}

const EMPTY: SessionState = {
  accessToken: null,
  organizationId: null,
  role: null,
  userType: null,
  moduleAccess: [],
  pageAccess: [],
  flags: NO_FLAGS,
  profile: null,
  userName: null,
  locked: false,
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

const parseList = (value: string | null): number[] =>
  value
    ? value
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((code) => Number.isInteger(code))
    : []

function parseProfile(raw: string | null): Profile | null {
  if (!raw) return null
  try {
    return JSON.parse(raw) as Profile
  } catch {
    return null
  }
}

export function readSessionFromStorage(): SessionState {
  const store = storage()
  if (!store) return EMPTY
  const role = store.getItem(SESSION_KEYS.role)
  const userType = store.getItem(SESSION_KEYS.userType)
  const flags = { ...NO_FLAGS }
  for (const flag of FEATURE_FLAGS) flags[flag] = store.getItem(flag) === 'true'
  return {
    accessToken: store.getItem(SESSION_KEYS.token),
    organizationId: store.getItem(SESSION_KEYS.organizationId),
    role: (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : null,
    userType: (USER_TYPES as readonly string[]).includes(userType ?? '') ? (userType as UserType) : null,
    moduleAccess: parseList(store.getItem(SESSION_KEYS.moduleAccess)),
    pageAccess: parseList(store.getItem(SESSION_KEYS.pageAccess)),
    flags,
    profile: parseProfile(store.getItem(SESSION_KEYS.profile)),
    userName: store.getItem(SESSION_KEYS.userName),
    locked: store.getItem(SESSION_KEYS.locked) === 'true',
  }
}

function put(store: Storage, key: string, value: string | null) {
  if (value === null) store.removeItem(key)
  else store.setItem(key, value)
}

export function writeSessionToStorage(state: SessionState) {
  const store = storage()
  if (!store) return
  put(store, SESSION_KEYS.token, state.accessToken)
  put(store, SESSION_KEYS.organizationId, state.organizationId)
  put(store, SESSION_KEYS.role, state.role)
  put(store, SESSION_KEYS.userType, state.userType)
  put(store, SESSION_KEYS.moduleAccess, state.accessToken ? state.moduleAccess.join(',') : null)
  put(store, SESSION_KEYS.pageAccess, state.accessToken ? state.pageAccess.join(',') : null)
  for (const flag of FEATURE_FLAGS) put(store, flag, state.accessToken ? String(state.flags[flag]) : null)
  put(store, SESSION_KEYS.profile, state.profile ? JSON.stringify(state.profile) : null)
  put(store, SESSION_KEYS.userName, state.userName)
  put(store, SESSION_KEYS.locked, state.locked ? 'true' : null)
  if (!state.accessToken) store.removeItem(SESSION_KEYS.tempToken)
}

function flagsOf(source: FeatureFlags): FeatureFlags {
  const flags = { ...NO_FLAGS }
  for (const flag of FEATURE_FLAGS) flags[flag] = source[flag]
  return flags
}

export const useSession = create<SessionState & SessionActions>()((set) => ({
  ...readSessionFromStorage(),
  signIn: (login) =>
    set({
      accessToken: login.token,
      organizationId: String(login.OrganizationID),
      role: login.UserRole,
      userType: login.UserType,
      moduleAccess: login.moduleAccess,
      pageAccess: login.permissionPageAccess,
      flags: flagsOf(login),
      userName: login.user.name,
      profile: null,
      locked: false,
    }),
  applyProfile: (profile) =>
    set({
      organizationId: String(profile.user.organization_id),
      role: profile.role,
      userType: profile.checkUserType,
      moduleAccess: profile.moduleAccess,
      pageAccess: profile.permissionPageAccess,
      flags: flagsOf(profile),
      profile,
      userName: profile.user.name,
    }),
  dropToken: () => set({ accessToken: null }),
  clear: () => set(EMPTY),
  lock: () => set({ locked: true }),
  unlock: () => set({ locked: false }),
}))

let syncing = false
useSession.subscribe((state) => {
  if (!syncing) writeSessionToStorage(state)
})

/** Another tab signed in or out: follow it, so no tab keeps showing a session that has ended. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== storage()) return
    syncing = true
    useSession.setState(readSessionFromStorage())
    syncing = false
  })
}
