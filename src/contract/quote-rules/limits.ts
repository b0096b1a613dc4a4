export const QUOTE_LIMITS = {
  maxLossEntries: 5,
  oldestVehicleYear: 1960,
  maxUnitValue: 2_000_000,
  minDriverAge: 18,
  maxDriverAge: 90,
  minAgeAtHire: 16,
  maxEffectiveDaysAhead: 180,
  minALLimit: 300_000,
  maxALLimit: 5_000_000,
} as const
