import { create } from 'zustand'

export type NotificationVariant = 'info' | 'success' | 'warning' | 'danger'

export type Notification = {
  id: number
  variant: NotificationVariant
  title?: string
  message: string
  durationMs: number
}

export const DEFAULT_NOTIFICATION_MS = 5000
/** Spec section 8: a failed profile-name update stays 8.8 seconds. */
export const PROFILE_ERROR_NOTIFICATION_MS = 8800

type NotificationState = {
  items: Notification[]
  push: (input: Omit<Notification, 'id' | 'durationMs'> & { durationMs?: number }) => number
  dismiss: (id: number) => void
}

let nextId = 1

export const useNotifications = create<NotificationState>()((set, get) => ({
  items: [],
  push: ({ durationMs = DEFAULT_NOTIFICATION_MS, ...rest }) => {
    // The same message twice at once (e.g. three parallel requests answering 403) shows once.
    const duplicate = get().items.find((item) => item.message === rest.message && item.title === rest.title)
    if (duplicate) return duplicate.id
    const id = nextId++
    set((state) => ({ items: [...state.items, { id, durationMs, ...rest }] }))
    return id
  },
  dismiss: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
}))

export const notify = (input: Parameters<NotificationState['push']>[0]) =>
  useNotifications.getState().push(input)
