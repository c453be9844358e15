export { useProfile, useSignOut } from './hooks'
export { authKeys, domainConfigQuery, profileQuery, updateProfile } from './queries'
export { bounceSignedInVisitor } from './session-flow'
