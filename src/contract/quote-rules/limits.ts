export const QUOTE_LIMITS = {
  maxLossEntries: 5,
  oldestVehicleYear: 1960,
  maxUnitValue: 2_000_000,
  minDriverAge: 18,
  maxDriverAge: 90,
  minAgeAtHire: 16,
  maxEffectiveDaysAhead: 180,
  minAutoLiabilityLimit: 300_000,
  maxAutoLiabilityLimit: 5_000_000,
} as const
