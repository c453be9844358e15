import { createFileRoute } from '@tanstack/react-router'
import { masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/companyView')(masterRoute('company', 'pages.companies'))
