import { useMatches } from '@tanstack/react-router'
import MasterListPage from './MasterListPage'

/** The page of a route that declares `staticData.master`: that master's list. */
export default function MasterRoutePage() {
  const matches = useMatches()
  const master = matches[matches.length - 1]?.staticData.master
  if (!master) throw new Error('This route shows a master list but does not say which')
  return <MasterListPage key={master} masterKey={master} />
}
