import type { LoginData } from '@contract/auth'
import { describe, expect, it } from 'vitest'
import { useSession } from './session'

const LOGIN: LoginData = {
  token: 'x'.repeat(43),
  expires_at: '2026-11-22T18:00:00.000Z',
  user: { user_id: 11, name: 'Rohan Iyer', email: 'manager@demostudios.test', language: 'en' },
  OrganizationID: 2,
  UserRole: 'Admin Manager',
  UserType: 'organization',
  moduleAccess: [1000, 1001, 1005],
  permissionPageAccess: [1015],
  advance_isActive: true,
  creditNote_isActive: false,
  tally_isActive: true,
  isShootLocation: false,
  digiSign_isActive: false,
}

describe('stored session', () => {
  it('stores the sign-in under the names the spec fixes, lists as comma lists', () => {
    useSession.getState().signIn(LOGIN)
    expect(localStorage.getItem('accessToken')).toBe(LOGIN.token)
    expect(localStorage.getItem('OrganizationID')).toBe('2')
    expect(localStorage.getItem('UserRole')).toBe('Admin Manager')
    expect(localStorage.getItem('UserType')).toBe('organization')
    expect(localStorage.getItem('moduleAccess')).toBe('1000,1001,1005')
    expect(localStorage.getItem('permissionPageAccess')).toBe('1015')
    expect(localStorage.getItem('advance_isActive')).toBe('true')
    expect(localStorage.getItem('creditNote_isActive')).toBe('false')
    expect(localStorage.getItem('tally_isActive')).toBe('true')
    expect(localStorage.getItem('isShootLocation')).toBe('false')
    expect(localStorage.getItem('digiSign_isActive')).toBe('false')
    expect(localStorage.getItem('userName')).toBe('Rohan Iyer')
  })

  it('drops only the token when a profile fetch fails', () => {
    useSession.getState().signIn(LOGIN)
    useSession.getState().dropToken()
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(localStorage.getItem('UserRole')).toBe('Admin Manager')
  })

  it('clears token, stored profile, user name, temp token and role (401, sign-out)', () => {
    useSession.getState().signIn(LOGIN)
    localStorage.setItem('tempToken', 'temp')
    localStorage.setItem('userInfo', '{}')
    useSession.getState().clear()
    for (const key of [
      'accessToken',
      'userInfo',
      'userName',
      'tempToken',
      'UserRole',
      'OrganizationID',
      'moduleAccess',
    ]) {
      expect(localStorage.getItem(key), key).toBeNull()
    }
  })

  it('follows another tab signing out', () => {
    useSession.getState().signIn(LOGIN)
    localStorage.removeItem('accessToken')
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', storageArea: localStorage }))
    expect(useSession.getState().accessToken).toBeNull()
  })
})
