import { createFileRoute } from '@tanstack/react-router'
import { masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/master/shoot-location')(
  masterRoute('shootlocation', 'pages.shootLocations', { flag: 'isShootLocation' }),
)
