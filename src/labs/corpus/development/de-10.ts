/**
 * Lab report corpus, DEVELOPMENT half (tenth file: the ninth held-out half, run once to measure the extractor and now tuned against), German: reports from laboratories and hospitals
 * in Germany, Austria and German-speaking Switzerland. Written without reading the extractor; synthetic reports: no real people, labs or
 * phone numbers. Rows for tests Hale does not know (RDW, BSG, monocytes, eosinophils, basophils,
 * osmolality, non-HDL cholesterol, LDL/HDL quotient, lipoprotein (a), transferrin, soluble
 * transferrin receptor, holotranscobalamin, cholinesterase, ammonia, Quick/INR, CK, troponin,
 * lactate, procalcitonin, TPO antibodies, urobilinogen, urine bilirubin, urine sediment) are not
 * results to extract. The rest of the set is in de-10-part-2.ts.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-10-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany, lab group (MVZ) for a GP: small blood count in /nl and /pl, "+" / "-" after the
    // value, a previous-value column, the differential in % only, CRP in mg/dl printed "< 0,5",
    // ESR (BSG) mixed in.
    id: 'h9-de-1',
    language: 'de',
    kind: 'text',
    text: `MVZ Labor Exemplstadt GmbH · Fachärzte für Laboratoriumsmedizin
Musterstraße 1 · Exemplstadt
Patient: Person, Test   geb. 01.01.1966   weibl.
Einsender: Praxis Dr. med. Beispiel, Allgemeinmedizin
Auftragsnr.: 4471 2093   Eingang: 16.03.2026 11:05   Befund vom 16.03.2026
Endbefund
Untersuchung   Ergebnis   Einheit   Referenzbereich   Vorwert 02.12.2025
HÄMATOLOGIE
Kleines Blutbild
Leukozyten   3,2 -   /nl   3,9 - 10,2   4,6
Erythrozyten   3,71 -   /pl   3,92 - 5,08   4,10
Hämoglobin   10,9 -   g/dl   11,9 - 14,6   12,3
Hämatokrit   33,4 -   %   35,5 - 45,0   37,1
MCV   90,0   fl   82,0 - 98,0   90,5
MCH   29,4   pg   27,0 - 33,5   30,0
MCHC   32,6   g/dl   31,5 - 36,0   33,2
RDW   13,1   %   11,6 - 14,4   12,8
Thrombozyten   128 -   /nl   150 - 370   171
Differentialblutbild (maschinell)
Neutrophile Granulozyten   48,2   %   42,0 - 77,0
Lymphozyten   39,6   %   20,0 - 44,0
Monozyten   8,8   %   2,0 - 9,5
Eosinophile Granulozyten   2,9   %   0,5 - 5,5
Basophile Granulozyten   0,5   %   0,0 - 1,8
KLINISCHE CHEMIE
CRP   < 0,5   mg/dl   < 0,5   0,7
BSG nach 1 Stunde   12   mm   < 20
+ = oberhalb, - = unterhalb des Referenzbereichs
Befund technisch und medizinisch freigegeben: Dr. med. Beispiel
Seite 1 von 1`,
    expected: [
      row('white_cells', 3.2, '10^9/L', 'low'),
      row('red_cells', 3.71, '10^12/L', 'low'),
      row('haemoglobin', 10.9, 'g/dL', 'low'),
      row('haematocrit', 33.4, '%', 'low'),
      row('mcv', 90, 'fL', null),
      row('mch', 29.4, 'pg', null),
      row('mchc', 32.6, 'g/dL', null),
      row('platelets', 128, '10^9/L', 'low'),
      row('neutrophils', 48.2, '%', null),
      row('lymphocytes', 39.6, '%', null),
      row('crp', 0.5, 'mg/dL', null),
    ],
  },
  {
    // Germany, hospital central lab: a flag column with L/H and LL for a critical sodium with its
    // call note, serum osmolality mixed in, kidney values in mg/dl, total protein and albumin in
    // g/dl, a closing comment naming urine tests that were only requested.
    id: 'h9-de-2',
    language: 'de',
    kind: 'text',
    text: `Klinikum Beispielstadt · Zentrallabor
Institut für Laboratoriumsmedizin
Name: Person, Test   Geb.-Datum: 01.01.1939   Geschlecht: W
Station: Innere Medizin 3B
Abnahme: 08.05.2026 05:50   Eingang: 08.05.2026 06:12
Parameter   Ergebnis   Einheit   Normbereich   Flag
Elektrolyte
Natrium   117   mmol/l   135 - 145   LL
! Kritischer Wert – telefonisch an Stationsarzt Dr. Beispiel, 08.05.2026 06:41
Kalium   3,3   mmol/l   3,5 - 5,1   L
Chlorid   84   mmol/l   98 - 107   L
Bicarbonat   24   mmol/l   22 - 29
Calcium   2,18   mmol/l   2,15 - 2,50
Osmolalität (Serum)   248   mosmol/kg   275 - 295   L
Nierenwerte
Harnstoff   18   mg/dl   17 - 43
Kreatinin   0,62   mg/dl   0,51 - 0,95
eGFR (CKD-EPI)   84   ml/min/1,73m²   > 60
Harnsäure   2,1   mg/dl   2,4 - 5,7   L
Stoffwechsel
Glucose   104   mg/dl   74 - 106
Gesamteiweiß   6,1   g/dl   6,6 - 8,3   L
Albumin   3,6   g/dl   3,5 - 5,2
Leber
Bilirubin gesamt   0,4   mg/dl   < 1,2
GOT (AST)   21   U/l   < 35
GPT (ALT)   17   U/l   < 35
Schilddrüse
TSH basal   1,84   mU/l   0,27 - 4,20
Kommentar: Hyponatriämie, V. a. SIADH – Natrium und Osmolalität im Spontanurin nachgefordert.`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 24, 'mmol/L', null),
      row('calcium', 2.18, 'mmol/L', null),
      row('urea', 18, 'mg/dL', null),
      row('creatinine', 0.62, 'mg/dL', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('uric_acid', 2.1, 'mg/dL', 'low'),
      row('glucose', 104, 'mg/dL', null),
      row('total_protein', 6.1, 'g/dL', 'low'),
      row('albumin', 3.6, 'g/dL', null),
      row('bilirubin', 0.4, 'mg/dL', null),
      row('ast', 21, 'U/L', null),
      row('alt', 17, 'U/L', null),
      row('tsh', 1.84, 'mU/L', null),
    ],
  },
  {
    // Austria, private lab in Vienna: the previous result (Vorbefund) printed BEFORE the current
    // one, ↑/↓ just before the current value, TSH in µU/ml, fT3 in pg/ml, non-HDL cholesterol,
    // LDL/HDL quotient and lipoprotein (a) mixed in.
    id: 'h9-de-3',
    language: 'de',
    kind: 'text',
    text: `Labor Dr. Beispiel · Medizinisch-diagnostisches Laboratorium · Wien
Befund
Patient: Test Person   geb. 01.01.1957   männlich
Zuweiser: Dr. Beispiel, Arzt für Allgemeinmedizin
Probenahme: 24.02.2026 07:35   Befunddatum: 24.02.2026
Analyse   Vorbefund 10/2025   Ergebnis   Einheit   Referenzbereich
Kohlenhydratstoffwechsel
Glucose nüchtern (Plasma)   108   ↑ 121   mg/dl   70 - 100
HbA1c   6,4   ↑ 6,9   %   4,0 - 6,0
Fettstoffwechsel
Cholesterin gesamt   232   ↑ 248   mg/dl   < 200
HDL-Cholesterin   41   ↓ 38   mg/dl   > 40
LDL-Cholesterin (direkt)   158   ↑ 171   mg/dl   < 130
Non-HDL-Cholesterin   191   ↑ 210   mg/dl   < 160
LDL/HDL-Quotient   3,9   ↑ 4,5      < 3,5
Triglyceride   187   ↑ 204   mg/dl   < 150
Lipoprotein (a)      18   mg/dl   < 30
Schilddrüse
TSH   3,10   ↑ 4,92   µU/ml   0,27 - 4,20
freies T4 (fT4)      13,1   pmol/l   12,0 - 22,0
freies T3 (fT3)      2,9   pg/ml   2,0 - 4,4
Nierenfunktion
Kreatinin   1,02   1,09   mg/dl   0,70 - 1,20
eGFR nach CKD-EPI      71   ml/min/1,73m²   > 60
Mit freundlichen kollegialen Grüßen — Labor Dr. Beispiel`,
    expected: [
      row('glucose', 121, 'mg/dL', 'high'),
      row('hba1c', 6.9, '%', 'high'),
      row('cholesterol', 248, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 171, 'mg/dL', 'high'),
      row('triglycerides', 204, 'mg/dL', 'high'),
      row('tsh', 4.92, 'mU/L', 'high'),
      row('free_t4', 13.1, 'pmol/L', null),
      row('free_t3', 2.9, 'pg/mL', null),
      row('creatinine', 1.09, 'mg/dL', null),
      row('egfr', 71, 'mL/min/1.73m²', null),
    ],
  },
  {
    // German-speaking Switzerland: "*" before out-of-range values, haemoglobin in g/l, a
    // macrocytic picture with low B12, iron status with transferrin and soluble transferrin
    // receptor (not analytes), holotranscobalamin after B12, and a short assessment.
    id: 'h9-de-4',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel AG · Medizinische Laboratorien · Zürich
Patientin: Person Test, 01.01.1949, w
Auftrag: 26-118830   Entnahme: 11.11.2026 09:15   Druck: 11.11.2026 17:02
Auftraggeber: Praxis Dr. med. Beispiel, Winterthur
Analyse   Resultat   Einheit   Referenzwerte
Hämatologie
Hämoglobin   * 118   g/l   120 - 160
MCV   * 104   fl   80 - 100
MCH   * 35,6   pg   27 - 34
Eisenstatus
Eisen   24,1   µmol/l   6,6 - 26,0
Transferrin   2,4   g/l   2,0 - 3,6
Transferrinsättigung   34   %   16 - 45
Ferritin   186   µg/l   30 - 400
Löslicher Transferrinrezeptor   1,1   mg/l   0,8 - 1,8
Vitamine
Vitamin B12   * 98   pmol/l   145 - 569
Holo-Transcobalamin   * 21   pmol/l   > 50
Folsäure   14,2   nmol/l   > 8,8
25-OH-Vitamin D   * 61   nmol/l   75 - 250
Entzündung
CRP   2,1   mg/l   < 5,0
* ausserhalb des Referenzbereichs
Beurteilung: makrozytäre Anämie bei Vitamin-B12-Mangel; Eisenstatus unauffällig.`,
    expected: [
      row('haemoglobin', 118, 'g/L', 'low'),
      row('mcv', 104, 'fL', 'high'),
      row('mch', 35.6, 'pg', 'high'),
      row('iron', 24.1, 'µmol/L', null),
      row('transferrin_saturation', 34, '%', null),
      row('ferritin', 186, 'µg/L', null),
      row('vitamin_b12', 98, 'pmol/L', 'low'),
      row('folate', 14.2, 'nmol/L', null),
      row('vitamin_d', 61, 'nmol/L', 'low'),
      row('crp', 2.1, 'mg/L', null),
    ],
  },
  {
    // Germany, urine status from a lab practice: test strip with "(+)", "++", "++++" and
    // "negativ" against "negativ", urobilinogen and bilirubin on the strip, then the microscopic
    // sediment (leukocytes and erythrocytes per field: not results to extract).
    id: 'h9-de-5',
    language: 'de',
    kind: 'text',
    text: `Gemeinschaftspraxis für Laboratoriumsmedizin Beispiel
Patient: Person, Test   * 01.01.1999   m
Material: Mittelstrahlurin, Eingang 03.07.2026 10:30
Urinstatus (Teststreifen)   Ergebnis   Referenz
Spezifisches Gewicht   1,030   1,010 - 1,030
pH-Wert   5,5   5,0 - 7,5
Leukozyten   negativ   negativ
Nitrit   negativ   negativ
Eiweiß   (+)   negativ
Glucose   ++++   negativ
Ketonkörper   ++   negativ
Urobilinogen   normal   normal
Bilirubin   negativ   negativ
Blut/Hämoglobin   negativ   negativ
Urinsediment (mikroskopisch)
Leukozyten   1-3   /GF   < 5
Erythrozyten   0-2   /GF   < 3
Plattenepithelien   vereinzelt
Bakterien   negativ
Hyaline Zylinder   keine
Bemerkung: ausgeprägte Glukosurie mit Ketonurie – umgehende Blutzuckerkontrolle empfohlen.`,
    expected: [
      row('urine_specific_gravity', 1.03, ''),
      row('urine_ph', 5.5, ''),
      row('urine_leukocytes', 0, 'grade', null),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 4, 'grade', 'high'),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 0, 'grade', null),
    ],
  },
]

export default [...cases, ...moreCases]
