// Fills `paths` from the screens' declarations, as the portal does as it starts (ADR 0169).
import '@/app/all-screens'
