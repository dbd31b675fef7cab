/**
 * Lab report corpus, DEVELOPMENT half (eighth file: the seventh held-out half, run once to measure the extractor and now tuned against), German: reports from lab practices, hospital
 * labs and GP practice labs of Germany, Austria and Switzerland, as PDF text layers and portal CSV
 * exports. Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does not
 * know (RDW, MPV, BSG, differential beyond neutrophils and lymphocytes, transferrin, osmolality,
 * non-HDL, Lp(a), LDL/HDL and albumin/creatinine ratios, lipase, phosphate, TRAK, holotranscobalamin,
 * homocysteine, PSA, testosterone, urine bilirubin and urobilinogen, urine sediment) are not results
 * to extract, and neither are values in comment lines or previous-value columns.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-8-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany, lab practice (MVZ): a flag column right after the result with "+" (high), "–" (low)
    // and "++" for a critical potassium; cells per nl and pl; RDW is not a result to extract.
    id: 'h7-de-1',
    language: 'de',
    kind: 'text',
    text: `MVZ Labor Musterstadt GmbH · Fachärzte für Laboratoriumsmedizin
Musterstraße 1 · 00000 Musterstadt · Tel. 0000 000000
Patient: Person, Test              geb. 01.01.1952            Geschlecht: m
Einsender: Praxis Dr. Beispiel     Auftragsnr.: 0000000000    Eingang: 01.01.2025 10:14    Befund: 01.01.2025 13:02
Endbefund
Untersuchung                 Ergebnis         Einheit           Referenzbereich
Klinische Chemie
Natrium                      139              mmol/l            136 - 145
Kalium                       6,7     ++       mmol/l            3,5 - 5,1
Calcium                      2,31             mmol/l            2,15 - 2,55
Glucose (Serum)              92               mg/dl             74 - 99
Harnstoff                    81      +        mg/dl             17 - 43
Kreatinin                    2,14    +        mg/dl             0,70 - 1,20
eGFR (CKD-EPI)               31      –        ml/min/1,73m²     > 60
Harnsäure                    8,1     +        mg/dl             3,4 - 7,0
Hämatologie
Leukozyten                   7,9              /nl               3,9 - 10,2
Erythrozyten                 3,91    –        /pl               4,30 - 5,75
Hämoglobin                   11,8    –        g/dl              13,5 - 17,2
Hämatokrit                   35,2    –        %                 39,5 - 50,5
MCV                          90,0             fl                80 - 99
MCH                          30,2             pg                27,0 - 33,5
MCHC                         33,5             g/dl              31,5 - 36,0
Thrombozyten                 214              /nl               150 - 370
RDW                          13,9             %                 11,6 - 14,4
Legende: + erhöht, – erniedrigt, ++ kritisch erhöht (telefonisch vorab mitgeteilt)
Kalium: kritischer Wert, am 01.01.2025 um 12:41 Uhr telefonisch an die Praxis übermittelt.
Keine Hämolyse nachweisbar.
Seite 1 von 1 · Dieser Befund wurde elektronisch freigegeben.`,
    expected: [
      row('sodium', 139, 'mmol/L'),
      row('potassium', 6.7, 'mmol/L', 'high'),
      row('calcium', 2.31, 'mmol/L'),
      row('glucose', 92, 'mg/dL'),
      row('urea', 81, 'mg/dL', 'high'),
      row('creatinine', 2.14, 'mg/dL', 'high'),
      row('egfr', 31, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 8.1, 'mg/dL', 'high'),
      row('white_cells', 7.9, '10^9/L'),
      row('red_cells', 3.91, '10^12/L', 'low'),
      row('haemoglobin', 11.8, 'g/dL', 'low'),
      row('haematocrit', 35.2, '%', 'low'),
      row('mcv', 90, 'fL'),
      row('mch', 30.2, 'pg'),
      row('mchc', 33.5, 'g/dL'),
      row('platelets', 214, '10^9/L'),
    ],
  },
  {
    // Austria, hospital central lab: H/L before the value, cells in G/l and T/l, differential as
    // % and absolute, CRP in mg/dl, iron in µmol/l and ferritin in µg/l; RDW-CV, monocytes,
    // eosinophils, basophils, ESR (BSG) and transferrin are not results to extract.
    id: 'h7-de-2',
    language: 'de',
    kind: 'text',
    text: `Landesklinikum Musterort - Zentrallabor
Institut für Labordiagnostik · Musterplatz 1 · 0000 Musterort
Patientin: TEST PERSON      Geb.-Datum: 01.01.1978      SV-Nr.: 0000 010178      Station: Innere Medizin 2
Probeneingang: 01.01.2025 07:55      Laborauftrag: 00000000
Analyse                              Befund          Einheit       Referenzbereich
BLUTBILD
  Leukozyten                         H 13,8          G/l           4,0 - 10,0
  Erythrozyten                         4,52          T/l           3,9 - 5,2
  Hämoglobin                         L 11,2          g/dl          12,0 - 16,0
  Hämatokrit                           35,4          %             35,0 - 47,0
  MCV                                L 78,3          fl            80 - 96
  MCH                                L 24,8          pg            27 - 33
  MCHC                               L 31,6          g/dl          32 - 36
  Thrombozyten                       H 412           G/l           150 - 400
  RDW-CV                             H 16,2          %             11,5 - 14,5
DIFFERENTIALBLUTBILD (maschinell)
  Neutrophile                        H 79,1          %             40 - 75
  Lymphozyten                        L 12,3          %             20 - 45
  Monozyten                            6,8           %             2 - 10
  Eosinophile                          1,5           %             0 - 5
  Basophile                            0,3           %             0 - 1
  Neutrophile absolut                H 10,92         G/l           1,8 - 7,5
  Lymphozyten absolut                  1,70          G/l           1,0 - 4,0
BLUTSENKUNG
  BSG nach 1 Stunde                  H 42            mm            < 20
ENTZÜNDUNG / EISENSTOFFWECHSEL
  CRP                                H 9,84          mg/dl         < 0,50
  Eisen                              L 4,1           µmol/l        6,6 - 26,0
  Transferrin                          2,61          g/l           2,00 - 3,60
  Transferrinsättigung               L 6             %             16 - 45
  Ferritin                           H 182           µg/l          15 - 150
Kommentar: Mikrozytäre Anämie bei deutlich erhöhtem CRP; Anämie bei Entzündung,
ein zusätzlicher Eisenmangel ist nicht auszuschließen.
Vidiert: OA Dr. Beispiel                                                 Seite 1/1`,
    expected: [
      row('white_cells', 13.8, '10^9/L', 'high'),
      row('red_cells', 4.52, '10^12/L'),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('haematocrit', 35.4, '%'),
      row('mcv', 78.3, 'fL', 'low'),
      row('mch', 24.8, 'pg', 'low'),
      row('mchc', 31.6, 'g/dL', 'low'),
      row('platelets', 412, '10^9/L', 'high'),
      row('neutrophils', 79.1, '%', 'high'),
      row('lymphocytes', 12.3, '%', 'low'),
      row('neutrophils', 10.92, '10^9/L', 'high'),
      row('lymphocytes', 1.7, '10^9/L'),
      row('crp', 9.84, 'mg/dL', 'high'),
      row('iron', 4.1, 'µmol/L', 'low'),
      row('transferrin_saturation', 6, '%', 'low'),
      row('ferritin', 182, 'µg/L', 'high'),
    ],
  },
  {
    // Switzerland, private lab: SI units throughout (glucose, lipids in mmol/l; creatinine, uric
    // acid, bilirubin in µmol/l), arrows after the value, "↓↓" for a critical glucose, eGFR
    // printed as ">90"; non-HDL cholesterol and lipase are not results to extract.
    id: 'h7-de-3',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel AG · Medizinische Analysen
Beispielweg 1 · 0000 Beispielstadt
Patientin: Test Person       Geburtsdatum: 01.01.1961       Geschlecht: w
Auftraggeber: Hausarztpraxis Muster       Auftrag: 00000000       Entnahme: 01.01.2025 08:30
Analyse                        Resultat        Einheit          Referenzwerte
Kohlenhydratstoffwechsel
Glukose nüchtern               2,4 ↓↓          mmol/l           3,9 - 5,5
HbA1c                          5,2             %                < 5,7
Niere
Kreatinin                      64              µmol/l           44 - 80
eGFR (CKD-EPI)                 >90             ml/min/1,73m2    > 60
Harnsäure                      412 ↑           µmol/l           143 - 339
Leber / Pankreas
Bilirubin total                11              µmol/l           < 21
ASAT (GOT)                     48 ↑            U/l              < 35
ALAT (GPT)                     67 ↑            U/l              < 35
Gamma-GT                       142 ↑           U/l              < 40
Alkalische Phosphatase         88              U/l              35 - 105
Lipase                         38              U/l              13 - 60
Lipide
Cholesterin total              6,3 ↑           mmol/l           < 5,0
HDL-Cholesterin                1,02 ↓          mmol/l           > 1,2
LDL-Cholesterin                4,1 ↑           mmol/l           < 3,0
Triglyceride                   2,6 ↑           mmol/l           < 1,7
Non-HDL-Cholesterin            5,28 ↑          mmol/l           < 3,8
Glukose 2,4 mmol/l: kritischer Wert, der Praxis am 01.01.2025 um 10:05 Uhr telefonisch mitgeteilt.
Bitte Kontrolle im Fluorid-Röhrchen (Glykolyse bei verzögertem Transport möglich).
Seite 1/1`,
    expected: [
      row('glucose', 2.4, 'mmol/L', 'low'),
      row('hba1c', 5.2, '%'),
      row('creatinine', 64, 'µmol/L'),
      row('egfr', 90, 'mL/min/1.73m²'),
      row('uric_acid', 412, 'µmol/L', 'high'),
      row('bilirubin', 11, 'µmol/L'),
      row('ast', 48, 'U/L', 'high'),
      row('alt', 67, 'U/L', 'high'),
      row('ggt', 142, 'U/L', 'high'),
      row('alp', 88, 'U/L'),
      row('cholesterol', 6.3, 'mmol/L', 'high'),
      row('hdl', 1.02, 'mmol/L', 'low'),
      row('ldl', 4.1, 'mmol/L', 'high'),
      row('triglycerides', 2.6, 'mmol/L', 'high'),
    ],
  },
  {
    // Germany, patient portal of a lab, CSV export: assessment as a word ("hoch") or empty;
    // the LDL/HDL ratio (no unit) and Lp(a) are not results to extract.
    id: 'h7-de-4',
    language: 'de',
    kind: 'csv',
    text: `Parameter;Ergebnis;Einheit;Referenzbereich;Bewertung
Cholesterin gesamt;231;mg/dl;< 200;hoch
HDL-Cholesterin;58;mg/dl;> 45;
LDL-Cholesterin;152;mg/dl;< 116;hoch
LDL/HDL-Quotient;2,6;;< 3,0;
Triglyceride;104;mg/dl;< 150;
Lipoprotein (a);74;nmol/l;< 75;
Glucose nüchtern;96;mg/dl;70 - 99;
HbA1c;5,9;%;< 5,7;hoch
GOT (AST);24;U/l;< 35;
GPT (ALT);31;U/l;< 35;
Gamma-GT;29;U/l;< 40;
Harnsäure;6,9;mg/dl;2,4 - 5,7;hoch
TSH basal;3,12;mU/l;0,27 - 4,20;`,
    expected: [
      row('cholesterol', 231, 'mg/dL', 'high'),
      row('hdl', 58, 'mg/dL'),
      row('ldl', 152, 'mg/dL', 'high'),
      row('triglycerides', 104, 'mg/dL'),
      row('glucose', 96, 'mg/dL'),
      row('hba1c', 5.9, '%', 'high'),
      row('ast', 24, 'U/L'),
      row('alt', 31, 'U/L'),
      row('ggt', 29, 'U/L'),
      row('uric_acid', 6.9, 'mg/dL', 'high'),
      row('tsh', 3.12, 'mU/L'),
    ],
  },
  {
    // Germany, GP practice lab, urine status: dipstick in strip order with crosses, "(+)" for a
    // trace and "normal" for a negative glucose, the strip's approximate counts in brackets, "*"
    // before out-of-range results; urobilinogen, urine bilirubin and the microscopic sediment (with
    // its own leukocytes and erythrocytes per field) are not results to extract.
    id: 'h7-de-5',
    language: 'de',
    kind: 'text',
    text: `Gemeinschaftspraxis Beispiel - Praxislabor
Beispielallee 1 · 00000 Beispielstadt
Patientin: Test Person       geb. 01.01.1995       Pat.-Nr.: 00000
Material: Mittelstrahlurin       Abnahme: 01.01.2025 09:10
URINSTATUS
Teststreifen                 Ergebnis                    Referenz
Spez. Gewicht                  1,010                     1,005 - 1,030
pH                             5,0                       4,8 - 7,4
Leukozyten                   * +++ (ca. 500 Leu/µl)      negativ
Nitrit                       * positiv                   negativ
Eiweiß                       * (+)                       negativ
Glucose                        normal                    normal
Ketonkörper                    negativ                   negativ
Urobilinogen                   normal                    normal
Bilirubin                      negativ                   negativ
Blut                         * ++ (ca. 50 Ery/µl)        negativ
Urinsediment (mikroskopisch)
Leukozyten                     > 50 /Gesichtsfeld        < 5
Erythrozyten                   5 - 10 /Gesichtsfeld      < 3
Plattenepithelien              vereinzelt
Bakterien                      massenhaft
Zylinder                       keine
* außerhalb des Referenzbereichs
Kommentar: Befund vereinbar mit Harnwegsinfekt; Urinkultur wurde angelegt.
Seite 1 von 1`,
    expected: [
      row('urine_specific_gravity', 1.01, ''),
      row('urine_ph', 5, ''),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade'),
      row('urine_ketones', 0, 'grade'),
      row('urine_blood', 2, 'grade', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
