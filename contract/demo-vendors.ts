/**
 * The demo vendors every demo organisation starts with, seeded alike by the server and the mocks.
 * Each PAN is characters 3–12 of its GSTIN; TDS sections and cities are named as in the default
 * masters (a section by its section and description, a city by its name).
 */

export type DemoVendor = {
  legal_name: string
  trade_name: string
  gstin: string | null
  pan: string | null
  tds: { section: string; description: string }
  categories: string[]
  contact_name: string
  email: string
  phone: string
  address: string
  city: string
  bank: { name: string; account_name: string; account_number: string; ifsc: string } | null
}

export const DEMO_VENDORS: DemoVendor[] = [
  {
    legal_name: 'Prime Lens Camera Rentals Private Limited',
    trade_name: 'Prime Lens Rentals',
    gstin: '27AAKCP4821K1Z3',
    pan: 'AAKCP4821K',
    tds: { section: '194C', description: 'Contractors — others' },
    categories: ['Camera', 'Lenses', 'Grip'],
    contact_name: 'Farhan Shaikh',
    email: 'bookings@primelens.example',
    phone: '+91 98200 41822',
    address: 'Unit 14, Laxmi Industrial Estate, New Link Road, Andheri West',
    city: 'Mumbai',
    bank: {
      name: 'HDFC Bank',
      account_name: 'Prime Lens Camera Rentals Pvt Ltd',
      account_number: '50200012345678',
      ifsc: 'HDFC0000240',
    },
  },
  {
    legal_name: 'Brightline Lighting Services LLP',
    trade_name: 'Brightline Lights',
    gstin: '27AAMFB7302M1ZQ',
    pan: 'AAMFB7302M',
    tds: { section: '194C', description: 'Contractors — others' },
    categories: ['Lighting', 'Generators'],
    contact_name: 'Sandeep Naik',
    email: 'accounts@brightline.example',
    phone: '+91 98331 07455',
    address: 'Gala 3, Film City Road, Goregaon East',
    city: 'Mumbai',
    bank: {
      name: 'ICICI Bank',
      account_name: 'Brightline Lighting Services LLP',
      account_number: '004105012398',
      ifsc: 'ICIC0000041',
    },
  },
  {
    legal_name: 'Annapurna Set Caterers',
    trade_name: 'Annapurna Caterers',
    gstin: null,
    pan: 'AHKPK4412H',
    tds: { section: '194C', description: 'Contractors — individual or HUF' },
    categories: ['Catering'],
    contact_name: 'Lakshmi Kulkarni',
    email: 'annapurna.caterers@example.com',
    phone: '+91 97690 22310',
    address: 'Shop 7, Aarey Road, Goregaon West',
    city: 'Mumbai',
    bank: null,
  },
  {
    legal_name: 'Pixelwave Post Studios Private Limited',
    trade_name: 'Pixelwave Post',
    gstin: '29AAHCP9133D1ZK',
    pan: 'AAHCP9133D',
    tds: { section: '194J', description: 'Fees for technical services' },
    categories: ['Edit', 'Colour grading', 'VFX', 'Sound mix'],
    contact_name: 'Kavya Rao',
    email: 'projects@pixelwave.example',
    phone: '+91 80 4117 2290',
    address: '3rd Floor, 12th Main Road, Indiranagar',
    city: 'Bengaluru',
    bank: null,
  },
]

/** A demo vendor as master field values, given how its TDS section and city resolve to ids. */
export function demoVendorValues(vendor: DemoVendor, tdsId: number | null, cityId: number | null) {
  return {
    legal_name: vendor.legal_name,
    trade_name: vendor.trade_name,
    gstin: vendor.gstin,
    pan: vendor.pan,
    tds_id: tdsId,
    categories: vendor.categories,
    contact_name: vendor.contact_name,
    email: vendor.email,
    phone: vendor.phone,
    address: vendor.address,
    city_id: cityId,
    bank_name: vendor.bank?.name ?? null,
    bank_account_name: vendor.bank?.account_name ?? null,
    bank_account_number: vendor.bank?.account_number ?? null,
    bank_ifsc: vendor.bank?.ifsc ?? null,
  }
}
