/**
 * Allowed sets the contract leaves "not shown" (sections 2.5 and 2.7): classKey, bodyTypeKey, trailer body
 * types and ownership, commodity keys and driver eligibility. Values observed in a peer carrier's integrations
 * (peer-api-notes.md), kept here and nowhere else, each with a readable label.
 */

export const VEHICLE_CLASSES = [
  ['2a', 'Class 2a (6,001–8,500 lb)'],
  ['2b', 'Class 2b (8,501–10,000 lb)'],
  ['3', 'Class 3 (10,001–14,000 lb)'],
  ['4', 'Class 4 (14,001–16,000 lb)'],
  ['5', 'Class 5 (16,001–19,500 lb)'],
  ['6', 'Class 6 (19,501–26,000 lb)'],
  ['7', 'Class 7 (26,001–33,000 lb)'],
  ['8', 'Class 8 (over 33,000 lb)'],
] as const

export const VEHICLE_BODY_TYPES = [
  ['tractor', 'Tractor'],
  ['box_truck', 'Box truck'],
  ['straight_truck', 'Straight truck'],
  ['dump_trucks', 'Dump truck'],
  ['pick-up_trucks_suv_or_service_trucks', 'Pick-up, SUV or service truck'],
  ['tow_trucks', 'Tow truck'],
  ['cement_trucks', 'Cement truck'],
  ['garbage_trucks', 'Garbage truck'],
  ['logging_trucks', 'Logging truck'],
] as const

export const TRAILER_BODY_TYPES = [
  ['dry_van_trailer', 'Dry van'],
  ['flat_bed_trailer', 'Flatbed'],
  ['refrigeration_trailer', 'Refrigerated (reefer)'],
  ['auto_hauler_trailers', 'Auto hauler'],
  ['curtain_van_trailer', 'Curtain van'],
  ['livestock_trailer', 'Livestock'],
  ['tank_trailer', 'Tank'],
  ['hopper_trailer', 'Hopper'],
  ['pneumatic_trailer', 'Pneumatic (dry bulk)'],
  ['double_trailers', 'Doubles'],
  ['triple_trailers', 'Triples'],
  ['utility_trailer', 'Utility'],
] as const

export const COMMODITIES = [
  ['general_merchandise', 'General merchandise'],
  ['agricultural_farm_supplies', 'Agricultural and farm supplies'],
  ['beverages', 'Beverages'],
  ['building_materials', 'Building materials'],
  ['chemicals_packaged_or_bulk', 'Chemicals, packaged or bulk'],
  ['coal', 'Coal'],
  ['produce', 'Produce'],
  ['refuse_garbage', 'Refuse and garbage'],
  ['grain_hay_feed', 'Grain, hay and feed'],
  ['household_goods', 'Household goods'],
  ['liquid_haulers', 'Liquids'],
  ['livestock_and_live_poultry', 'Livestock and live poultry'],
  ['lumber', 'Lumber'],
  ['machinery_and_heavy_equipment', 'Machinery and heavy equipment'],
  ['meat', 'Meat'],
  ['metal_and steel', 'Metal and steel'],
  ['mobile_homes', 'Mobile homes'],
  ['automobiles_5_vehicles_or_less', 'Automobiles (5 or fewer)'],
  ['paper_and_paper_products', 'Paper and paper products'],
  ['frozen_or_refrigerated', 'Frozen or refrigerated goods'],
  ['cement_sand_or_gravel', 'Cement, sand or gravel'],
] as const

/** Driver eligibility in a quote body: the text meaning covered, and its opposite. */
export const DRIVER_ELIGIBILITY = [
  ['Covered', 'Covered'],
  ['Excluded', 'Excluded'],
] as const

type Keys<Table extends readonly (readonly [string, string])[]> = Table[number][0]
export type VehicleClassKey = Keys<typeof VEHICLE_CLASSES>
export type VehicleBodyTypeKey = Keys<typeof VEHICLE_BODY_TYPES>
export type TrailerBodyTypeKey = Keys<typeof TRAILER_BODY_TYPES>
export type CommodityKey = Keys<typeof COMMODITIES>

export const keysOf = <Table extends readonly (readonly [string, string])[]>(table: Table) => table.map(([key]) => key) as [Keys<Table>, ...Keys<Table>[]]

/** Coverage codes of the contract; the response keys them in lower case. */
export const COVERAGE_CODES = ['AL', 'APD', 'MTC', 'TGL', 'NTL'] as const
export type CoverageCode = (typeof COVERAGE_CODES)[number]

export const COVERAGE_LABELS: Record<CoverageCode, string> = {
  AL: 'Auto liability',
  APD: 'Auto physical damage',
  MTC: 'Motor truck cargo',
  TGL: 'Truckers general liability',
  NTL: 'Non-trucking liability',
}

/** Personal injury protection is offered only where the garage is in one of these states. */
export const PIP_STATES = ['MN', 'NJ', 'PA', 'TX'] as const

/** An added trailer's ownership: section 2.5 does not name the field; the peer API calls it `ownership` (submission-edits.ts). */
export const TRAILER_OWNERSHIPS = [
  ['owned', 'Owned'],
  ['non-owned', 'Non-owned'],
] as const
