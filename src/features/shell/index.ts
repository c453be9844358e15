export { useCurrentPage } from './current-page'
export { NAVIGATION, useVisibleNavigation } from './navigation'
