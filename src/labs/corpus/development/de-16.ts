/**
 * Lab report corpus, DEVELOPMENT half (sixteenth file: the fifteenth held-out half, run once to
 * measure the extractor and now tuned against), German: reports as labs in Germany, Austria and
 * Switzerland print them (an MVZ with a previous-value column, a Viennese practice lab with
 * asterisks, a Swiss lab in SI units with a flag column, a hospital anaemia work-up with arrows, an
 * Austrian urine report with sediment microscopy) and three portal CSV exports (de-16-part-2.ts).
 * Written without reading the extractor; synthetic reports: no real people, labs or phone numbers.
 * Rows for tests Hale does not know (RDW, MPV, ratios, osmolality, reticulocytes, transferrin,
 * holotranscobalamin, urine bilirubin and urobilinogen, sediment microscopy, procalcitonin, ESR,
 * TPO antibodies, direct bilirubin, lipase, LDH, Quick/INR, phosphate, PTH, albumin/creatinine
 * ratio) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-16-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Germany, an MVZ lab: result with H/L/HH after it, a previous-value column on the right,
    // counts per nl and pl, a critical potassium with a phone-call comment, a page break.
    id: 'h15-de-1',
    language: 'de',
    kind: 'text',
    text: `MVZ Laboratoriumsmedizin Musterstadt GmbH
Laborstraße 1 · 12345 Musterstadt
Befundbericht                                             Seite 1 von 2
Patient: Person, Test          geb. 01.01.1958          männlich
Auftragsnummer: 4711-0815      Eingang: 14.03.2025 08:12      Befundung: 14.03.2025 11:40
Einsender: Hausarztpraxis Dr. Beispiel
Untersuchung                 Ergebnis     Einheit        Referenzbereich     Vorwert (02.12.2024)
HÄMATOLOGIE
Leukozyten                   11,8 H       /nl            3,9 - 10,2          9,4
Erythrozyten                 4,12 L       /pl            4,3 - 5,8           4,40
Hämoglobin                   12,6 L       g/dl           13,5 - 17,2         13,1
Hämatokrit                   37,9 L       %              39,5 - 50,5         39,8
MCV                          92           fl             80 - 99             90
MCH                          30,6         pg             27 - 33,5           29,8
MCHC                         33,2         g/dl           31,5 - 36,0         33,0
RDW                          13,9         %              11,5 - 15,0         13,6
Thrombozyten                 288          /nl            150 - 370           301
MPV                          10,4         fl             9,0 - 12,5
KLINISCHE CHEMIE
Natrium                      138          mmol/l         136 - 145           139
Kalium                       6,8 HH       mmol/l         3,5 - 5,1           5,0
  ! Kritischer Wert. Hämolyse ausgeschlossen (Serum klar). Telefonisch mitgeteilt um 10:55 Uhr.
Kreatinin                    1,42 H       mg/dl          0,67 - 1,17         1,21
eGFR (CKD-EPI 2021)          52 L         ml/min/1,73m²  > 60                63
-- Seite 1 von 2 --
MVZ Laboratoriumsmedizin Musterstadt GmbH                 Seite 2 von 2
Patient: Person, Test          geb. 01.01.1958
Untersuchung                 Ergebnis     Einheit        Referenzbereich     Vorwert (02.12.2024)
Harnstoff                    58 H         mg/dl          17 - 43             44
Harnsäure                    7,9 H        mg/dl          3,4 - 7,0           7,2
ENTZÜNDUNG
CRP                          3,2          mg/l           < 5,0               2,1
H = erhöht, L = erniedrigt, HH/LL = kritischer Wert
Medizinisch validiert: Dr. med. Beispiel, Fachärztin für Laboratoriumsmedizin
-- Seite 2 von 2 --`,
    expected: [
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('red_cells', 4.12, '10^12/L', 'low'),
      row('haemoglobin', 12.6, 'g/dL', 'low'),
      row('haematocrit', 37.9, '%', 'low'),
      row('mcv', 92, 'fL', null),
      row('mch', 30.6, 'pg', null),
      row('mchc', 33.2, 'g/dL', null),
      row('platelets', 288, '10^9/L', null),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('creatinine', 1.42, 'mg/dL', 'high'),
      row('egfr', 52, 'mL/min/1.73m²', 'low'),
      row('urea', 58, 'mg/dL', 'high'),
      row('uric_acid', 7.9, 'mg/dL', 'high'),
      row('crp', 3.2, 'mg/L', null),
    ],
  },
  {
    // Austria, a Viennese practice lab: asterisk before an out-of-range value (direction only
    // from the range), "Normbereich" in its own column after the unit, GOT/GPT names, a
    // non-HDL cholesterol, an LDL/HDL quotient and a De-Ritis quotient that are not analytes.
    id: 'h15-de-2',
    language: 'de',
    kind: 'text',
    text: `Medizinisches Labor Dr. Muster & Partner
Beispielgasse 7, 1090 Wien
BEFUND
Name: Person Test            Geb.-Datum: 01.01.1966        Geschlecht: w
Probenabnahme: 21.01.2025 07:45 (nüchtern)
Analyse                              Ergebnis      Einheit     Normbereich
KOHLENHYDRATSTOFFWECHSEL
Glucose nüchtern                   * 112           mg/dl       70 - 100
HbA1c (DCCT)                       * 6,1           %           4,0 - 5,6
FETTSTOFFWECHSEL
Cholesterin gesamt                 * 245           mg/dl       < 200
HDL-Cholesterin                    * 38            mg/dl       > 45
LDL-Cholesterin (direkt)           * 171           mg/dl       < 130
Non-HDL-Cholesterin                * 207           mg/dl       < 160
Triglyceride                       * 182           mg/dl       < 150
LDL/HDL-Quotient                   * 4,5                       < 3,0
LEBER
GOT (AST)                            28            U/l         < 35
GPT (ALT)                          * 41            U/l         < 35
Gamma-GT                           * 64            U/l         < 40
De-Ritis-Quotient                    0,68                      
Alkalische Phosphatase               88            U/l         35 - 105
Bilirubin gesamt                     0,8           mg/dl       < 1,2
* = außerhalb des Normbereichs
Kommentar: Metabolisches Risikoprofil. Kontrolle in 3 Monaten empfohlen.
Befund elektronisch freigegeben.`,
    expected: [
      row('glucose', 112, 'mg/dL', 'high'),
      row('hba1c', 6.1, '%', 'high'),
      row('cholesterol', 245, 'mg/dL', 'high'),
      row('hdl', 38, 'mg/dL', 'low'),
      row('ldl', 171, 'mg/dL', 'high'),
      row('triglycerides', 182, 'mg/dL', 'high'),
      row('ast', 28, 'U/L', null),
      row('alt', 41, 'U/L', 'high'),
      row('ggt', 64, 'U/L', 'high'),
      row('alp', 88, 'U/L', null),
      row('bilirubin', 0.8, 'mg/dL', null),
    ],
  },
  {
    // Switzerland, a private lab in SI units: a separate flag column (LL, L, H) between result
    // and unit, protein and albumin in g/l, a critical sodium, osmolality that is not an analyte.
    id: 'h15-de-3',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel AG · Musterweg 12 · 8000 Zürich
Laborbericht                                           Druck: 05.05.2025 14:02
Patient/in: Person Test, 01.01.1941, weiblich
Auftraggeber: Dr. med. Muster, Innere Medizin FMH
Material: Serum, Vollblut          Entnahme: 05.05.2025 09:30
Analyse                         Resultat   Flag   Einheit      Referenzwerte
Elektrolyte / Niere
Natrium                         117        LL     mmol/l       135 - 145
Kalium                          3,4        L      mmol/l       3,5 - 5,0
Chlorid                         84         L      mmol/l       98 - 107
Bicarbonat                      22                mmol/l       22 - 29
Osmolalität (gemessen)          246        L      mosmol/kg    275 - 295
Kreatinin                       68                µmol/l       45 - 84
Harnstoff                       3,1               mmol/l       2,9 - 8,2
Glukose                         5,4               mmol/l       3,9 - 6,1
Calcium total                   2,31              mmol/l       2,15 - 2,55
Protein total                   64                g/l          60 - 80
Albumin                         36                g/l          35 - 52
Schilddrüse
TSH                             2,14              mU/l         0,27 - 4,20
fT4 (freies Thyroxin)           16,2              pmol/l       12,0 - 22,0
fT3 (freies Trijodthyronin)     4,8               pmol/l       3,1 - 6,8
Bemerkung: Natrium kritisch tief, Resultat telefonisch an Dr. Muster übermittelt (10:12).
Bitte Medikamentenanamnese (Diuretika, SSRI) beachten.
Seite 1/1`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.4, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('bicarbonate', 22, 'mmol/L', null),
      row('creatinine', 68, 'µmol/L', null),
      row('urea', 3.1, 'mmol/L', null),
      row('glucose', 5.4, 'mmol/L', null),
      row('calcium', 2.31, 'mmol/L', null),
      row('total_protein', 64, 'g/L', null),
      row('albumin', 36, 'g/L', null),
      row('tsh', 2.14, 'mU/L', null),
      row('free_t4', 16.2, 'pmol/L', null),
      row('free_t3', 4.8, 'pmol/L', null),
    ],
  },
  {
    // Germany, a hospital's central lab, anaemia work-up: arrows after the value (↓↓ critical),
    // the range before the unit, "Mio/µl" and "Tsd/µl", reticulocytes, transferrin and
    // holotranscobalamin that are not analytes next to transferrin saturation and vitamin B12.
    id: 'h15-de-4',
    language: 'de',
    kind: 'text',
    text: `Klinikum Musterstadt – Institut für Laboratoriumsmedizin
Zentrallabor, Tel. intern 0000
Patient: Person, Test      *01.01.1979      weiblich      Station: Innere 3B
Fallnummer: 00000000       Probeneingang: 09.06.2025 06:58
Parameter                       Ergebnis        Referenzbereich    Einheit
Blutbild
Hämoglobin                      6,4 ↓↓          12,0 - 15,4        g/dl
Hämatokrit                      21,8 ↓          35,5 - 45,0        %
Erythrozyten                    2,61 ↓          3,90 - 5,20        Mio/µl
MCV                             72 ↓            80 - 96            fl
MCH                             22,1 ↓          27,0 - 33,0        pg
MCHC                            30,7 ↓          31,5 - 36,0        g/dl
Leukozyten                      6,2             3,9 - 10,2         Tsd/µl
Thrombozyten                    455 ↑           150 - 370          Tsd/µl
Retikulozyten                   1,9             0,5 - 2,5          %
  >> Kritischer Wert Hämoglobin, Station informiert 07:21 Uhr. Transfusionsindikation prüfen.
Eisenstoffwechsel
Eisen                           4,1 ↓           6,6 - 26,0         µmol/l
Ferritin                        6 ↓             13 - 150           ng/ml
Transferrin                     3,85 ↑          2,00 - 3,60        g/l
Transferrinsättigung            5 ↓             16 - 45            %
Vitamine
Vitamin B12                     182 ↓           197 - 771          pg/ml
Holo-Transcobalamin             28 ↓            > 50               pmol/l
Folsäure                        2,9 ↓           3,9 - 26,8         ng/ml
Befund: Mikrozytäre hypochrome Anämie, vereinbar mit Eisenmangel; zusätzlich Vitamin-B12- und
Folsäuremangel. Ausstrich: Anisozytose, Anulozyten.
Seite 1 von 1`,
    expected: [
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 21.8, '%', 'low'),
      row('red_cells', 2.61, '10^12/L', 'low'),
      row('mcv', 72, 'fL', 'low'),
      row('mch', 22.1, 'pg', 'low'),
      row('mchc', 30.7, 'g/dL', 'low'),
      row('white_cells', 6.2, '10^9/L', null),
      row('platelets', 455, '10^9/L', 'high'),
      row('iron', 4.1, 'µmol/L', 'low'),
      row('ferritin', 6, 'ng/mL', 'low'),
      row('transferrin_saturation', 5, '%', 'low'),
      row('vitamin_b12', 182, 'pg/mL', 'low'),
      row('folate', 2.9, 'ng/mL', 'low'),
    ],
  },
  {
    // Austria, a practice lab's urine report: dipstick in words and plus signs against
    // "negativ", urine bilirubin and urobilinogen on the strip (not analytes), a sediment with
    // leukocytes and erythrocytes per field (microscopy, not results), and one serum CRP.
    id: 'h15-de-5',
    language: 'de',
    kind: 'text',
    text: `Labor am Beispielplatz · 4020 Linz
HARNBEFUND
Patientin: Person Test     geb. 01.01.1990     Probe: Mittelstrahlharn, 17.02.2025 08:05
Untersuchung                 Ergebnis           Normbereich
Harnstreifen
Farbe                        gelb               gelb
Klarheit                     trüb               klar
pH-Wert                      6,0                5,0 - 8,0
Spezifisches Gewicht         1,025              1,010 - 1,030
Leukozyten                   +++                negativ
Nitrit                       negativ            negativ
Eiweiß                       Spur               negativ
Glucose                      negativ            negativ
Ketonkörper                  ++                 negativ
Blut / Hämoglobin            +                  negativ
Bilirubin                    negativ            negativ
Urobilinogen                 normal             normal
Harnsediment (mikroskopisch)
Leukozyten                   20 - 30 /GF        0 - 5 /GF
Erythrozyten                 3 - 5 /GF          0 - 2 /GF
Plattenepithelien            vereinzelt
Bakterien                    reichlich          keine
Serum
C-reaktives Protein          48,5 H  mg/l       < 5,0
Kommentar: Befund vereinbar mit Harnwegsinfekt. Harnkultur eingeleitet, Ergebnis folgt.`,
    expected: [
      row('urine_ph', 6, '', null),
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 0, 'grade', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 2, 'grade', 'high'),
      row('urine_blood', 1, 'grade', 'high'),
      row('crp', 48.5, 'mg/L', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
