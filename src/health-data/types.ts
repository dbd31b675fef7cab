/**
 * What Hale keeps of a visitor's health-data export: a summary per metric and per day over the
 * last 90 days, never the raw records (docs/health-data.md).
 */

/** The metrics Hale summarises, each in one unit whatever the export used. */
export const HEALTH_METRICS = {
  steps: {unit: 'steps', per: 'sum'},
  resting_heart_rate: {unit: 'bpm', per: 'mean'},
  heart_rate_variability: {unit: 'ms', per: 'mean'},
  sleep: {unit: 'h', per: 'sum'},
  sleep_deep: {unit: 'h', per: 'sum'},
  sleep_rem: {unit: 'h', per: 'sum'},
  sleep_light: {unit: 'h', per: 'sum'},
  weight: {unit: 'kg', per: 'mean'},
  blood_pressure_systolic: {unit: 'mmHg', per: 'mean'},
  blood_pressure_diastolic: {unit: 'mmHg', per: 'mean'},
  blood_glucose: {unit: 'mmol/L', per: 'mean'},
  oxygen_saturation: {unit: '%', per: 'mean'},
} as const satisfies Record<string, {unit: string; per: 'sum' | 'mean'}>

export type HealthMetric = keyof typeof HEALTH_METRICS

export const HEALTH_METRIC_NAMES = Object.keys(HEALTH_METRICS) as HealthMetric[]

/** Where a summary came from. */
export type HealthExportKind = 'apple_health' | 'google_fit' | 'csv' | 'json'

/** A day's value: `date` is the day as the export wrote it (the visitor's local day), YYYY-MM-DD. */
export interface DailyValue {
  date: string
  value: number
}

export interface PeriodStats {
  /** Days with a value in the period. */
  days: number
  mean: number
  min: number
  max: number
}

export interface MetricSummary {
  metric: HealthMetric
  unit: string
  /** The days of the last 90 that have a value, oldest first. */
  daily: DailyValue[]
  last30: PeriodStats | null
  last90: PeriodStats
}

export interface HealthSummary {
  kind: HealthExportKind
  /** The last day of both periods (the export's date), YYYY-MM-DD. */
  endDate: string
  /** Only the metrics that have a value in the last 90 days, in the order of HEALTH_METRICS. */
  metrics: MetricSummary[]
}

/**
 * Why an export could not be read: `not_an_export` (no export Hale knows), `corrupt` (a damaged
 * zip, XML or CSV), `unsafe_xml` (entity declarations or references, as in an "XML bomb"),
 * `no_recent_data` (nothing in the 90 days before the export's date), `too_large` (over the size
 * Hale reads), `too_much_data` (more days or sources than any real export has).
 */
export type HealthImportErrorCode = 'not_an_export' | 'corrupt' | 'unsafe_xml' | 'no_recent_data' | 'too_large' | 'too_much_data'
