export { authKeys, domainConfigQuery, fetchProfile, ProfileError, profileQuery, updateProfile } from './api'
export { useProfile, useSignOut } from './hooks'
export { bounceSignedInVisitor } from './session-flow'
