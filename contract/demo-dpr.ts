import type { DemoRole } from './demo'
import type { CAST_STATUSES, DELAY_KINDS, EXTRA_KINDS, SCENE_RESULTS } from './dpr'

/**
 * The demo's daily production reports, written by the server's seed (the mocks start from its
 * database): City of Lights (COL-S1) in pre-production, whose Production Manager (the Moderator)
 * filed a technical recce the Admin approved, a camera and look test waiting on the Admins (the
 * project has no DPR levels) and a rehearsal still in draft. COL-S1 has no planned shoot days, so
 * they are off the plan; Monsoon Diaries (MD-01) keeps no report, so its days start at day 1 of 3.
 * Departments and work types are named as in the demo's masters; rates are text in the project's
 * currency (as in demo-spend.ts), turned into minor units by the writer. The DCR of each is what
 * the shift and meal rules make of it when read: an estimate, never an actual.
 */

export const DEMO_DPR_PROJECT = 'COL-S1'

type Worked = { head_count: number; day_rate: string; call: string; wrap: string }

export type DemoDpr = {
  shoot_date: string
  /** A work type of the default masters. */
  work_type: string
  location: string
  weather: string
  crew_call: string
  first_shot: string | null
  meal_out: string | null
  meal_in: string | null
  first_shot_after_meal: string | null
  camera_wrap: string | null
  crew_wrap: string
  scheduled_eighths: number
  setups: number
  screen_seconds: number
  camera_cards: number
  sound_rolls: number
  scenes: { scene: string; result: (typeof SCENE_RESULTS)[number]; eighths: number; reason?: string }[]
  cast: {
    name: string
    character: string
    status: (typeof CAST_STATUSES)[number]
    call: string
    wrap: string
  }[]
  /** By department name (contract/demo.ts). */
  crew: (Worked & { department: string })[]
  juniors: (Worked & { category: string })[]
  extras: { kind: (typeof EXTRA_KINDS)[number]; description: string; quantity: number; rate: string }[]
  delays: { kind: (typeof DELAY_KINDS)[number]; minutes: number; note: string }[]
  notes: string
  /** Who wrote and submitted it: a role holding the DPR write grant (contract/defaults.ts). */
  filed_by: DemoRole
  status: 'draft' | 'submitted' | 'approved'
  /** Who approved it, for the Admins (never its submitter). */
  approved_by: DemoRole | null
}

export const DEMO_DPRS: DemoDpr[] = [
  {
    shoot_date: '2026-11-17',
    work_type: 'Recce',
    location: 'Film City — Stage 4 and Marine Drive promenade',
    weather: 'Clear, 31 °C',
    crew_call: '08:00',
    first_shot: null,
    meal_out: '13:00',
    meal_in: '13:45',
    first_shot_after_meal: null,
    camera_wrap: null,
    crew_wrap: '17:00',
    scheduled_eighths: 0,
    setups: 0,
    screen_seconds: 0,
    camera_cards: 0,
    sound_rolls: 0,
    scenes: [],
    cast: [],
    crew: [
      { department: 'Production', head_count: 3, day_rate: '3500', call: '08:00', wrap: '17:00' },
      { department: 'Camera', head_count: 2, day_rate: '4500', call: '08:00', wrap: '17:00' },
      { department: 'Art', head_count: 2, day_rate: '3000', call: '08:00', wrap: '17:00' },
    ],
    juniors: [],
    extras: [{ kind: 'vehicle', description: 'Innova Crysta', quantity: 2, rate: '3200' }],
    delays: [{ kind: 'location', minutes: 45, note: 'The keys of Stage 4 came late' }],
    notes:
      'Technical recce of the newsroom set and the Marine Drive exteriors: power, parking and sun path noted.',
    filed_by: 'Moderator',
    status: 'approved',
    approved_by: 'Admin',
  },
  {
    shoot_date: '2026-11-19',
    work_type: 'Prep',
    location: 'Film City — Stage 4',
    weather: 'Indoors',
    crew_call: '07:00',
    first_shot: '09:15',
    meal_out: '13:00',
    meal_in: '13:45',
    first_shot_after_meal: '14:30',
    camera_wrap: '17:30',
    crew_wrap: '18:30',
    scheduled_eighths: 16,
    setups: 14,
    screen_seconds: 95,
    camera_cards: 2,
    sound_rolls: 1,
    scenes: [
      { scene: 'LT-1', result: 'shot', eighths: 6 },
      { scene: 'LT-2', result: 'shot', eighths: 4 },
      { scene: 'LT-3', result: 'not_shot', eighths: 6, reason: 'Wardrobe fittings ran over' },
    ],
    cast: [
      { name: 'Tara Sharma', character: 'Naina Rao', status: 'SW', call: '08:00', wrap: '17:00' },
      { name: 'Kabir Das', character: 'Vikram Sen', status: 'SW', call: '10:00', wrap: '17:00' },
    ],
    crew: [
      { department: 'Camera', head_count: 6, day_rate: '4500', call: '07:00', wrap: '18:30' },
      { department: 'Art', head_count: 4, day_rate: '3000', call: '07:00', wrap: '18:30' },
      { department: 'Production', head_count: 5, day_rate: '3500', call: '07:00', wrap: '18:30' },
    ],
    juniors: [
      { category: 'Newsroom background', head_count: 12, day_rate: '1500', call: '08:00', wrap: '16:00' },
    ],
    extras: [
      { kind: 'equipment', description: 'Teleprompter kit', quantity: 1, rate: '2500' },
      { kind: 'vehicle', description: 'Tempo traveller', quantity: 1, rate: '3500' },
    ],
    delays: [{ kind: 'technical', minutes: 30, note: 'The A camera’s monitor feed dropped' }],
    notes: 'Camera and look test of the pilot’s newsroom; the night-desk LUT was chosen.',
    filed_by: 'Moderator',
    status: 'submitted',
    approved_by: null,
  },
  {
    shoot_date: '2026-11-21',
    work_type: 'Rehearsal',
    location: 'Film City — Stage 4',
    weather: 'Indoors',
    crew_call: '10:00',
    first_shot: null,
    meal_out: '14:00',
    meal_in: '14:45',
    first_shot_after_meal: null,
    camera_wrap: null,
    crew_wrap: '18:00',
    scheduled_eighths: 0,
    setups: 0,
    screen_seconds: 0,
    camera_cards: 0,
    sound_rolls: 0,
    scenes: [],
    cast: [
      { name: 'Tara Sharma', character: 'Naina Rao', status: 'R', call: '10:00', wrap: '18:00' },
      { name: 'Kabir Das', character: 'Vikram Sen', status: 'R', call: '10:00', wrap: '18:00' },
      { name: 'Ira Joshi', character: 'Meher Ali', status: 'R', call: '14:45', wrap: '18:00' },
    ],
    crew: [
      { department: 'Production', head_count: 3, day_rate: '3500', call: '10:00', wrap: '18:00' },
      { department: 'Camera', head_count: 1, day_rate: '4500', call: '10:00', wrap: '18:00' },
    ],
    juniors: [],
    extras: [],
    delays: [],
    notes: 'Table read of episodes 1 and 2, then blocking of the newsroom scenes.',
    filed_by: 'Moderator',
    status: 'draft',
    approved_by: null,
  },
]
