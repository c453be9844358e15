import { createFileRoute } from '@tanstack/react-router'
import { masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/master/project')(masterRoute('projecttype', 'pages.projectTypes'))
