import type {HealthMetric} from './types'

/**
 * The usual range an adult's value falls in, shaded on a metric's chart, where a public source
 * gives one (docs/health-data.md, "Normal ranges"). It is a guide, not a diagnosis: no band for
 * steps, heart-rate variability, weight or sleep stages, where none applies to everyone.
 */
export const NORMAL_RANGES: Partial<Record<HealthMetric, {low: number; high: number}>> = {
  resting_heart_rate: {low: 60, high: 100},
  oxygen_saturation: {low: 95, high: 100},
  blood_pressure_systolic: {low: 90, high: 120},
  blood_pressure_diastolic: {low: 60, high: 80},
  sleep: {low: 7, high: 9},
  blood_glucose: {low: 4, high: 7.8},
}
