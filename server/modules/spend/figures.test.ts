import { describe, expect, it } from 'vitest'
import { moneyText } from './figures'

describe('amounts in messages', () => {
  it('group rupees in lakhs and crores, other currencies by thousands', () => {
    expect(moneyText(8_390_500_000, { code: 'INR', minor_units: 2 })).toBe('8,39,05,000.00 INR')
    expect(moneyText(-1_000_000, { code: 'INR', minor_units: 2 })).toBe('-10,000.00 INR')
    expect(moneyText(123_456_789, { code: 'USD', minor_units: 2 })).toBe('1,234,567.89 USD')
    expect(moneyText(1_234_567, { code: 'JPY', minor_units: 0 })).toBe('1,234,567 JPY')
  })
})
