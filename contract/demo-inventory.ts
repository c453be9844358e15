import type { DemoRole } from './demo'
import type { ItemCategory, ItemOwnership } from './inventory-values'

/**
 * The demo's inventory, written by the server's seed through the inventory module (the mocks start
 * from its database): three items of City of Lights (COL-S1) in pre-production, received or booked
 * by the Line Producer (the Admin Manager, who holds the inventory grant) — a typewriter prop in
 * store, the production office's laptop issued to him, and a teleprompter hired from a demo vendor,
 * on hire with the Production Manager until a due date. Nothing is charged and no item has a
 * budget code, so no budget figure moves (charges are actuals on an item's code); Monsoon Diaries
 * (MD-01) has no items, so its list starts empty at INV-0001. Amounts are text in the project's
 * currency, turned into minor units by the writer.
 */

export const DEMO_INVENTORY_PROJECT = 'COL-S1'

export type DemoItemStep =
  | { action: 'issue'; on: string; custodian: DemoRole; department?: string; due_back?: string }
  | { action: 'pick_up'; on: string; custodian: DemoRole; due_back: string }

export type DemoItem = {
  name: string
  category: ItemCategory
  ownership: ItemOwnership
  /** The day it was received into store (owned) or booked (hired). */
  received_on: string
  serial?: string
  quantity: number
  unit?: string
  cost?: string
  /** Legal name of a demo vendor (contract/demo-vendors.ts). */
  vendor?: string
  challan_no?: string
  hire_rate?: string
  deposit?: string
  insured_value?: string
  store?: string
  /** A department of the demo company (contract/demo.ts). */
  department?: string
  character?: string
  episode?: string
  notes?: string
  /** Its steps after receiving or booking, in order; none charges anything. */
  steps: DemoItemStep[]
}

/** Who receives, books and moves the demo's items. */
export const DEMO_INVENTORY_KEEPER: DemoRole = 'Admin Manager'

export const DEMO_ITEMS: DemoItem[] = [
  {
    name: 'Remington typewriter',
    category: 'props',
    ownership: 'purchased',
    received_on: '2026-11-18',
    serial: 'RR-5-1957-0412',
    quantity: 1,
    unit: 'pc',
    cost: '18000',
    store: 'Stage 4 prop room',
    department: 'Art',
    character: 'Naina Rao',
    episode: 'Ep 1',
    notes: 'Naina’s desk in the newsroom; a working ribbon is in the box.',
    steps: [],
  },
  {
    name: 'Production office laptop',
    category: 'it',
    ownership: 'purchased',
    received_on: '2026-11-18',
    serial: 'C02FK3Q1MD6T',
    quantity: 1,
    unit: 'pc',
    cost: '145000',
    store: 'Production office',
    department: 'Production',
    steps: [{ action: 'issue', on: '2026-11-18', custodian: 'Admin Manager', department: 'Production' }],
  },
  {
    name: 'Teleprompter kit with two 24-inch monitors',
    category: 'camera_light_grip',
    ownership: 'rented',
    received_on: '2026-11-18',
    quantity: 1,
    unit: 'kit',
    vendor: 'Prime Lens Camera Rentals Private Limited',
    challan_no: 'PLR/DC/2619',
    hire_rate: '2500',
    deposit: '20000',
    insured_value: '180000',
    department: 'Camera',
    notes: 'For the look test and the newsroom block; late days are charged at the hire rate.',
    steps: [{ action: 'pick_up', on: '2026-11-19', custodian: 'Moderator', due_back: '2026-12-12' }],
  },
]
