/** Conversion factors shared by the export readers (docs/health-data.md). */

/** mg/dL of glucose per mmol/L (glucose's molar mass, 180.16 g/mol). */
export const GLUCOSE_MG_DL_PER_MMOL_L = 18.016
/** The international avoirdupois pound. */
export const POUND_KG = 0.45359237
/** The stone: 14 pounds. */
export const STONE_KG = 6.35029318
