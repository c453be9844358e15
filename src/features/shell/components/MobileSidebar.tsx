import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useTranslation } from 'react-i18next'
import { Wordmark } from '@/components/Brand'
import { IconButton } from '@/components/Button'
import { useUi } from '@/stores/ui'
import { SidebarNav } from './Sidebar'

/** On narrow screens the sidebar opens as a drawer over the page. */
export default function MobileSidebar() {
  const { t } = useTranslation()
  const open = useUi((state) => state.sidebarDrawerOpen)
  const setOpen = useUi((state) => state.setSidebarDrawerOpen)
  return (
    <Dialog open={open} onClose={() => setOpen(false)} className="relative z-40 lg:hidden">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-72 flex-col bg-surface shadow-pop">
        <div className="flex h-topbar items-center justify-between border-b border-line px-4">
          <DialogTitle as="div">
            <Wordmark />
          </DialogTitle>
          <IconButton icon="close" label={t('shell.closeMenu')} onClick={() => setOpen(false)} />
        </div>
        <SidebarNav collapsed={false} onNavigate={() => setOpen(false)} />
      </DialogPanel>
    </Dialog>
  )
}
