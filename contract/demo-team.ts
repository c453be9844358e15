import type { Engagement, RateBasis, TeamStatus } from './team'

/**
 * The demo's team, written by the server's seed through the team module (the mocks start from its
 * database): Monsoon Diaries (MD-01) in production, with its heads of department and crew by
 * department and designation (named as in the demo's masters) at every step from invited to
 * wrapped — a wrapped camera operator waits for wrap clearance. Nobody here signs in or holds a
 * demo contract, so no float, advance, item or final payment waits on them. Rates are text in the
 * project's currency, turned into minor units by the writer; TDS sections are named by description.
 */

export const DEMO_TEAM_PROJECT = 'MD-01'

export type DemoTeamMember = {
  name: string
  department: string
  designation: string
  engagement: Engagement
  rate: string
  rate_basis: RateBasis
  start_date: string
  end_date: string
  pan?: string
  tds?: string
  /** Where the Admin has moved them (never cleared: clearing is the demo's to try). */
  status: Exclude<TeamStatus, 'cleared'>
}

export const DEMO_TEAM_MEMBERS: DemoTeamMember[] = [
  {
    name: 'Kabir Malhotra',
    department: 'Camera',
    designation: 'Director of Photography',
    engagement: 'freelancer',
    rate: '45000',
    rate_basis: 'day',
    start_date: '2026-09-01',
    end_date: '2027-01-31',
    pan: 'BKMPM4521K',
    tds: 'Fees for professional services',
    status: 'active',
  },
  {
    name: 'Neha Joshi',
    department: 'Camera',
    designation: 'Camera Operator',
    engagement: 'freelancer',
    rate: '18000',
    rate_basis: 'day',
    start_date: '2026-09-15',
    end_date: '2026-11-15',
    pan: 'AJNPJ7788L',
    tds: 'Fees for professional services',
    status: 'wrapped',
  },
  {
    name: 'Farhan Qureshi',
    department: 'Art',
    designation: 'Production Designer',
    engagement: 'freelancer',
    rate: '600000',
    rate_basis: 'month',
    start_date: '2026-08-01',
    end_date: '2027-01-31',
    pan: 'AQFPQ3309M',
    tds: 'Fees for professional services',
    status: 'active',
  },
  {
    name: 'Sameer Khan',
    department: 'Art',
    designation: 'Art Director',
    engagement: 'freelancer',
    rate: '12000',
    rate_basis: 'day',
    start_date: '2026-12-01',
    end_date: '2027-01-31',
    status: 'onboarding',
  },
  {
    name: 'Pooja Iyer',
    department: 'Accounts',
    designation: 'Accounts Assistant',
    engagement: 'employee',
    rate: '55000',
    rate_basis: 'month',
    start_date: '2026-07-01',
    end_date: '2027-03-31',
    pan: 'BPIPI2210N',
    status: 'active',
  },
  {
    name: 'Devika Rao',
    department: 'Post-production',
    designation: 'Editor',
    engagement: 'freelancer',
    rate: '850000',
    rate_basis: 'lump_sum',
    start_date: '2027-01-15',
    end_date: '2027-04-30',
    status: 'invited',
  },
]
