export { companyOptionsQuery, departmentOptionsQuery, designationOptionsQuery, directoryKeys } from './api'
