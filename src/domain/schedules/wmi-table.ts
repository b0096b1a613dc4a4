/**
 * World manufacturer identifiers (the first characters of a VIN, 49 CFR 565.15(a)) of the makers of US
 * trucks and trailers, for offline VIN decoding (vin-decode.ts). One data file: the table and its sources.
 *
 * A WMI is three characters, assigned by SAE for NHTSA; a maker has several (a country or a plant each,
 * a kind of vehicle). A longer prefix wins over a shorter one, for makers that share a WMI and differ
 * further on. Each entry says how it was checked:
 *
 * - `seen`: the pairing appears in at least two public WMI tables consulted (below) that agree;
 * - `verify`: the project's best knowledge, not found in a source consulted; decoding gives it medium
 *   confidence and says so. Check it against NHTSA's Decode WMI before relying on it.
 *
 * Sources consulted (2026-11):
 * 1. NHTSA vPIC, "Decode WMI" (https://vpic.nhtsa.dot.gov/api/vehicles/DecodeWMI/<wmi>) and the
 *    manufacturers' Part 565 VIN-deciphering submittals it is built from: the reference for every entry.
 * 2. 49 CFR 565.15 (VIN content: WMI in positions 1-3, or 1-3 plus 12-14 for makers of fewer than
 *    1,000 vehicles a year, who put 9 in position 3).
 * 3. Wikipedia, "Vehicle identification number", section "World manufacturer identifier"
 *    (https://en.wikipedia.org/wiki/Vehicle_identification_number).
 * 4. TruckWhere, "Truck VIN prefixes (WMI) by manufacturer" (https://truckwhere.com/wmi), from vPIC.
 * 5. FindByVIN's vPIC decodes, e.g. https://findbyvin.com/western-star/4900/5KJNADE1XPLPX2317 (5KJ).
 * 6. Open-source fleet and VIN tools with WMI tables, used only to cross-check pairings.
 *
 * Not in the table, for want of a source: Dorsey, Wilson, Timpte, MAC Trailer, XL Specialized.
 */

export type WmiCheck = 'seen' | 'verify'

export interface WmiEntry {
  prefix: string
  make: string
  /** Other names agents write for the make (`Navistar`, `IH`), so a typed make is not taken for a disagreement. */
  aliases?: readonly string[]
  check: WmiCheck
}

const entries = (make: string, check: WmiCheck, prefixes: readonly string[], aliases?: readonly string[]): WmiEntry[] =>
  prefixes.map((prefix) => ({ prefix, make, check, ...(aliases ? { aliases } : {}) }))

export const WMI_TABLE: readonly WmiEntry[] = [
  // Heavy and medium trucks
  ...entries('Freightliner', 'seen', ['1FU', '1FV', '2FU', '2FV', '3AK', '3AL'], ['FTL', 'Freightliner Trucks', 'Daimler']),
  ...entries('Freightliner', 'verify', ['4UZ'], ['Freightliner Custom Chassis', 'FCCC']),
  ...entries('Western Star', 'seen', ['5KJ']),
  ...entries('Western Star', 'verify', ['2WK', '2WL', '2WM']),
  ...entries('Sterling', 'verify', ['2FZ', '49H']),
  ...entries('Peterbilt', 'seen', ['1XP', '1NP', '2NP'], ['Pete', 'PB']),
  ...entries('Kenworth', 'seen', ['1XK', '1NK', '2NK'], ['KW']),
  ...entries('Kenworth', 'verify', ['3WK'], ['KW']),
  ...entries('Volvo', 'seen', ['4V1', '4V2', '4V4', '4V5'], ['Volvo Trucks', 'Volvo Truck', 'VNL', 'Volvo GM']),
  ...entries('Volvo', 'verify', ['4VG', '4VL'], ['Volvo Trucks', 'Volvo Truck']),
  ...entries('Mack', 'seen', ['1M1', '1M2', '1M3', '1M4'], ['Mack Trucks']),
  ...entries('International', 'seen', ['1HT', '2HS', '3HA', '3HS'], ['Navistar', 'International Harvester', 'IH', 'IHC', 'Intl']),
  ...entries('International', 'verify', ['1HS', '2HT', '3HT'], ['Navistar', 'International Harvester', 'IH', 'IHC', 'Intl']),
  ...entries('Autocar', 'verify', ['5VC']),
  ...entries('Hino', 'seen', ['5PV', 'JHB']),
  ...entries('Hino', 'verify', ['JHH', '2AY']),
  ...entries('Isuzu', 'seen', ['JAL', 'JAA']),
  ...entries('Isuzu', 'verify', ['54D']),
  ...entries('Mitsubishi Fuso', 'verify', ['JL6', 'JL7', 'JW6'], ['Fuso', 'Mitsubishi']),
  ...entries('UD Trucks', 'verify', ['JNA'], ['UD', 'Nissan Diesel']),
  // Light and medium trucks
  ...entries('Ford', 'seen', ['1FT', '1FD', '2FT', '3FT'], ['Ford Motor Company', 'Ford Trucks']),
  ...entries('Ford', 'verify', ['1FC', '1FB', '1FM', '3FR'], ['Ford Motor Company', 'Ford Trucks']),
  ...entries('Chevrolet', 'seen', ['1GC', '1GB'], ['Chevy', 'Chev']),
  ...entries('Chevrolet', 'verify', ['2GC', '3GC', '1GN', 'J8B'], ['Chevy', 'Chev']),
  ...entries('GMC', 'seen', ['1GT', '1GD'], ['General Motors']),
  ...entries('GMC', 'verify', ['2GT', '3GT', '1GK', 'J8D'], ['General Motors']),
  ...entries('Ram', 'verify', ['1C6', '3C6', '3C7'], ['Dodge Ram', 'RAM Trucks']),
  ...entries('Dodge', 'seen', ['3D7']),
  ...entries('Dodge', 'verify', ['1D7', '1B7', '3B7'], ['Dodge Ram']),
  // Trailers
  ...entries('Great Dane', 'verify', ['1GR'], ['Great Dane Trailers']),
  ...entries('Wabash', 'verify', ['1JJ'], ['Wabash National']),
  ...entries('Utility', 'verify', ['1UY'], ['Utility Trailer', 'Utility Trailer Manufacturing']),
  ...entries('Hyundai Translead', 'verify', ['3H3'], ['Translead', 'Hyundai']),
  ...entries('Stoughton', 'verify', ['1DW'], ['Stoughton Trailers']),
  ...entries('Vanguard', 'verify', ['527'], ['Vanguard National', 'Vanguard National Trailer']),
  ...entries('Fontaine', 'verify', ['13N'], ['Fontaine Trailer']),
  ...entries('Trail King', 'verify', ['1TK']),
  ...entries('Reitnouer', 'verify', ['1RN']),
  ...entries('Kentucky', 'verify', ['1KK'], ['Kentucky Trailer']),
  ...entries('Landoll', 'verify', ['1LH']),
  ...entries('Manac', 'verify', ['2M5']),
  ...entries('Strick', 'verify', ['1S1'], ['Strick Trailers']),
  ...entries('Fruehauf', 'verify', ['1H2']),
  ...entries('East', 'verify', ['1E1'], ['East Manufacturing']),
  ...entries('Big Tex', 'verify', ['16V'], ['Big Tex Trailers']),
  ...entries('PJ Trailers', 'verify', ['4P5'], ['PJ']),
  ...entries('Load Trail', 'verify', ['4ZE']),
]
