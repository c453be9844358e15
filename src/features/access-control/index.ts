export { rolesKeys, userRolesQuery } from './api'
