/** Realistic answers for the wizard specs: a Georgia reefer and flatbed carrier. */
export const INSURED = { legalName: 'Peach State Freight LLC', dotNumber: '3141592', years: '7', months: '4' }
export const GARAGE = { street: '1200 Fulton Industrial Blvd SW', city: 'Atlanta', state: 'Georgia', zip: '30336', county: 'Fulton' }
export const VEHICLE = {
  vin: '1FUJGLDR3CLBP8834',
  year: '2019',
  make: 'Freightliner',
  model: 'Cascadia',
  value: '85000',
  weightClass: 'Class 8 (over 33,000 lb)',
  body: 'Tractor',
}
/** Same VIN with the check digit (9th character) off by one. */
export const VEHICLE_VIN_BAD_CHECK_DIGIT = '1FUJGLDR4CLBP8834'
