export { fetchAllOrganizations, organizationsKeys, organizationsListQuery } from './api'
