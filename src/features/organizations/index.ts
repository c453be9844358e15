export {
  fetchAllOrganizations,
  organizationsKeys,
  organizationsListQuery,
  updateOrganization,
} from './api'
