import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { formatAmount, formatCompactAmount } from '@/lib/format'
import type { ChartData } from './ChartFigure'
import { GroupedBarChart } from './GroupedBarChart'

const figures: Record<string, Record<string, number>> = {
  camera: { budget: 250_000_000, committed: 57_000_000, actual: 27_000_000 },
  lights: { budget: 90_000_050, committed: 0, actual: 30_000_000 },
}
const data: ChartData = {
  itemsLabel: 'Category',
  items: [
    { key: 'camera', label: 'Camera' },
    { key: 'lights', label: 'Lighting' },
  ],
  series: [
    { key: 'budget', label: 'Budget' },
    { key: 'committed', label: 'Committed' },
    { key: 'actual', label: 'Actual' },
  ],
  value: (item, series) => figures[item]?.[series] ?? 0,
  format: (units) => formatAmount(units, { code: 'INR', minor_units: 2 }, 'en'),
}

describe('GroupedBarChart', () => {
  it('draws a bar per category and series, the drawing named by the title and hidden from reading', () => {
    const { container } = render(<GroupedBarChart title="Budget vs committed vs actual" data={data} />)
    expect(screen.getByRole('img', { name: 'Budget vs committed vs actual' })).toBeInTheDocument()
    const drawing = container.querySelector('svg') as SVGElement
    expect(drawing).toHaveAttribute('aria-hidden', 'true')
    expect(drawing.querySelectorAll('rect')).toHaveLength(6)
  })

  it('marks its value axis in the short form it is given, the table keeping every digit', () => {
    const { container } = render(
      <GroupedBarChart
        title="Budget vs committed vs actual"
        data={{
          ...data,
          axisFormat: (units) => formatCompactAmount(units, { code: 'INR', minor_units: 2 }, 'en'),
        }}
      />,
    )
    const marks = [...container.querySelectorAll('svg text')].map((text) => text.textContent)
    expect(marks).toContain('₹0')
    expect(marks.some((mark) => /^₹\d+(\.\d)?L$/.test(mark ?? ''))).toBe(true)
    expect(marks.some((mark) => mark?.includes(',') && mark.startsWith('₹'))).toBe(false)
  })

  it('has the same figures in a table behind a toggle, in the money format', async () => {
    render(<GroupedBarChart title="Budget vs committed vs actual" data={data} />)
    const user = userEvent.setup()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    const toggle = screen.getByRole('button', { name: 'Show the figures as a table' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Hide the table')

    const table = screen.getByRole('table', { name: 'Budget vs committed vs actual' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['Category', 'Budget', 'Committed', 'Actual'])
    const camera = within(table).getByRole('row', { name: /^Camera/ })
    expect(
      within(camera)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₹25,00,000.00', '₹5,70,000.00', '₹2,70,000.00'])
    const lighting = within(table).getByRole('row', { name: /^Lighting/ })
    expect(within(lighting).getAllByRole('cell')[0]).toHaveTextContent('₹9,00,000.50')
  })
})
