import {extractLabRows} from './extract'

const rowsOf = (text: string, language: 'en' | 'es' | 'fr' | 'de') =>
  extractLabRows(text, language).rows.map((row) => `${row.analyte} ${row.value} ${row.unit} ${row.flag ?? '-'}`)

describe('CSV exports whose heads a LIS writes its own way', () => {
  it('reads camel-case heads ("TestName", "LowerLimit", "AbnormalFlag")', () => {
    const text = `PatientNo;VisitDate;TestName;Result;Units;LowerLimit;UpperLimit;AbnormalFlag;Comment
P-1;2025-03-04;Haemoglobin;10.2;g/dL;12.0;16.0;L;
P-1;2025-03-04;Ferritin;410;ng/mL;30;400;H;Interpret with CRP`
    expect(rowsOf(text, 'en')).toEqual(['haemoglobin 10.2 g/dL low', 'ferritin 410 ng/mL high'])
  })

  it('reads "Investigation" as the name column, not the specimen date before it', () => {
    const text = `Specimen date\tInvestigation\tResult\tUnits\tReference range\tInterpretation
11-Mar-2025\tC reactive protein\t38\tmg/L\t0 - 5\tAbnormal - high
11-Mar-2025\tNeutrophil count\t9.2\tx10^9/L\t2.0 - 7.5\tAbnormal - high`
    expect(rowsOf(text, 'en')).toEqual(['crp 38 mg/L high', 'neutrophils 9.2 10^9/L high'])
  })
})

describe('dipstick grades in brackets', () => {
  it('reads crosses in brackets ("(++)") as the grade, never the reference\'s "Negativo"', () => {
    const text = `ORINA COMPLETA
Proteínas                            (++)           mg/dL            Negativo
Sangre                               (+++)                           Negativo`
    expect(rowsOf(text, 'es')).toEqual(['urine_protein 2 grade high', 'urine_blood 3 grade high'])
  })

  it('reads no row when the result cell holds marks it cannot read, rather than the reference\'s grade', () => {
    expect(rowsOf(`ORINA COMPLETA
Proteínas                            (+-)           mg/dL            Negativo`, 'es')).toEqual([])
  })
})

describe('cumulative tables with dotted dates', () => {
  it('reads dates written with dots as day first, so the newest column first is the current one', () => {
    const text = `Analyse                     02.12.2024    03.06.2024    08.01.2024    Unité            Norme
Hémoglobine                 128           141           139           g/l
Créatinine                  118           104           97            µmol/l           62 - 106`
    expect(rowsOf(text, 'fr')).toEqual(['haemoglobin 128 g/L -', 'creatinine 118 µmol/L high'])
  })
})

describe('ranges written in words', () => {
  it('reads "less than" and "greater than or equal to" as bounds', () => {
    const text = `Test                            Result      Flag    Reference Range                    Units
Hemoglobin A1C                  7.6         H       less than 6.0                      %
eGFR                            58          L       greater than or equal to 60        mL/min/1.73m2
Cholesterol                     4.1                 less than 5.20                     mmol/L`
    expect(rowsOf(text, 'en')).toEqual(['hba1c 7.6 % high', 'egfr 58 mL/min/1.73m² low', 'cholesterol 4.1 mmol/L -'])
  })
})
