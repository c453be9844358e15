import { ModuleTiles } from '../components/ModuleTiles'
import { WelcomeHeader } from '../components/WelcomeHeader'

/** The signed-in start page: who you are, and every part of Greenlight you can open. */
export default function DashboardPage() {
  return (
    <>
      <WelcomeHeader />
      <ModuleTiles />
    </>
  )
}
