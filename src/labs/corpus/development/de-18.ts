/**
 * Lab report corpus, DEVELOPMENT half (eighteenth file: the seventeenth held-out half, run once to
 * measure the extractor and now tuned against), German: an Austrian community lab's blood
 * count with G/l and T/l, an arrow column and a previous-result column, a university hospital's
 * nephrology panel with bare "*" marks and a critical potassium "HH", a Swiss GP's diabetes check
 * with "erhöht"/"erniedrigt" words, an endocrinology practice's thyroid, iron and vitamin report
 * with no flags and the range before the unit, and an emergency department's urine strip written
 * "1+"/"3+"/"Spur"/"positiv"; more in de-18-part-2.ts. Written without reading the extractor; synthetic reports: no real people, labs or phone
 * numbers. Rows for tests Hale does not know (RDW, MPV, monocytes, ESR, phosphate, magnesium,
 * lipase, LDH, cholesterol/HDL quotient, urine albumin/creatinine quotient, anti-TPO, TRAK,
 * thyroglobulin, transferrin, holotranscobalamin, urobilinogen, urine bilirubin, sediment) are not
 * results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-18-part-2'

const cases: readonly LabReportCase[] = [
  {
    // Austria, a community lab (Kassenlabor): counts in G/l and T/l, a "Markierung" column of
    // arrows after the range, the previous result in a last column, a page break, ESR, RDW, MPV
    // and monocytes that are not analytes.
    id: 'h17-de-1',
    language: 'de',
    kind: 'text',
    text: `Labor Dr. Beispiel & Partner – Medizinische Labordiagnostik GmbH
Kassenvertragslabor · Befundabfrage über das Befundportal
Patient: Test Person          Geb.: 01.01.1958     weiblich     SVNR: 0000 010158
Einsender: Dr Example, Ärztin für Allgemeinmedizin          Auftrag: 0000000
Abnahme: 16.06.2025 07:40     Eingang: 16.06.2025 11:05     Befunddatum: 16.06.2025
HÄMATOLOGIE
Parameter                Ergebnis   Einheit   Referenzbereich   Markierung   Vorwert 14.03.2025
Leukozyten               3,4        G/l       4,0 - 10,0        ↓            4,6
Erythrozyten             3,62       T/l       3,9 - 5,2         ↓            4,05
Hämoglobin               10,1       g/dl      12,0 - 16,0       ↓            11,8
Hämatokrit               31,2       %         36,0 - 48,0       ↓            35,4
MCV                      86,2       fl        80 - 98                        87,4
MCH                      27,9       pg        27 - 33                        29,1
MCHC                     32,4       g/dl      32 - 36                        33,3
RDW                      16,9       %         11,5 - 14,5       ↑            14,1
Thrombozyten             468        G/l       150 - 400         ↑            352
MPV                      9,1        fl        7,5 - 11,5                     9,4
Differentialblutbild (absolut)
Neutrophile Granulozyten 1,6        G/l       1,8 - 7,5         ↓            2,7
Lymphozyten              1,3        G/l       1,0 - 3,5                      1,4
Monozyten                0,4        G/l       0,2 - 0,8                      0,4
Blutsenkung (1 Std.)     38         mm        < 20              ↑            14
Seite 1/2
Labor Dr. Beispiel & Partner – Medizinische Labordiagnostik GmbH              Seite 2/2
Patient: Test Person          Geb.: 01.01.1958
KLINISCHE CHEMIE
Parameter                Ergebnis   Einheit   Referenzbereich   Markierung   Vorwert 14.03.2025
C-reaktives Protein      18,4       mg/l      < 5,0             ↑            3,1
Eisen                    6,1        µmol/l    6,6 - 26,0        ↓            9,8
Ferritin                 11         µg/l      15 - 150          ↓            24
Transferrinsättigung     9          %         16 - 45           ↓            15
↑ über, ↓ unter dem Referenzbereich. Referenzbereiche für Frauen ab 18 Jahren.
Befundkommentar: Mikrozytäre Tendenz bei Eisenmangel, begleitende Entzündungsreaktion. Kontrolle
nach Eisensubstitution empfohlen. Freigegeben: Dr Example, Fachärztin für Labormedizin.`,
    expected: [
      row('white_cells', 3.4, '10^9/L', 'low'),
      row('red_cells', 3.62, '10^12/L', 'low'),
      row('haemoglobin', 10.1, 'g/dL', 'low'),
      row('haematocrit', 31.2, '%', 'low'),
      row('mcv', 86.2, 'fL', null),
      row('mch', 27.9, 'pg', null),
      row('mchc', 32.4, 'g/dL', null),
      row('platelets', 468, '10^9/L', 'high'),
      row('neutrophils', 1.6, '10^9/L', 'low'),
      row('lymphocytes', 1.3, '10^9/L', null),
      row('crp', 18.4, 'mg/L', 'high'),
      row('iron', 6.1, 'µmol/L', 'low'),
      row('ferritin', 11, 'µg/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
    ],
  },
  {
    // Germany, a university hospital's nephrology ward: the range before the unit, a bare "*"
    // after each out-of-range value (side from the range), a critical potassium "HH" phoned
    // through, protein and albumin in g/dl, phosphate, magnesium, lipase and LDH that are not
    // analytes.
    id: 'h17-de-2',
    language: 'de',
    kind: 'text',
    text: `Universitätsklinikum Beispielstadt
Institut für Klinische Chemie und Laboratoriumsmedizin
Befund – Station N3 (Nephrologie)
Patient: Test Person     geb. 01.01.1952     männlich     Fall-Nr.: 00000000
Anforderer: Dr Example (Stationsarzt)     Material: Li-Heparin-Plasma, venös
Entnahme: 21.08.2025 05:50     Eingang: 06:14     Validiert: 21.08.2025 07:02
Untersuchung             Ergebnis       Referenzbereich     Einheit
Elektrolyte
Natrium                  134 *          136 - 145           mmol/l
Kalium                   6,8 HH         3,5 - 5,1           mmol/l
Chlorid                  104            98 - 107            mmol/l
Bicarbonat (venös)       17 *           22 - 29             mmol/l
Calcium                  2,04 *         2,20 - 2,55         mmol/l
Phosphat anorganisch     2,31 *         0,81 - 1,45         mmol/l
Magnesium                1,12 *         0,66 - 1,07         mmol/l
Substrate
Kreatinin                4,87 *         0,67 - 1,17         mg/dl
eGFR (CKD-EPI 2021)      12 *           > 90                ml/min/1,73m²
Harnstoff                198 *          17 - 48             mg/dl
Harnsäure                9,4 *          3,4 - 7,0           mg/dl
Glucose                  132 *          74 - 106            mg/dl
Proteine
Gesamteiweiß             6,1 *          6,6 - 8,3           g/dl
Albumin                  3,2 *          3,5 - 5,2           g/dl
Enzyme
Lipase                   41             13 - 60             U/l
LDH                      262 *          < 250               U/l
* = außerhalb des Referenzbereichs; HH/LL = kritischer Wert (Alarmgrenze)
Kalium über 6,5 mmol/l: Befund am 21.08.2025 um 06:31 telefonisch an Dr Example durchgegeben.
Hämolyse-Index unauffällig (H-Index 12). Dialyse-Indikation durch Station prüfen.
Seite 1/1`,
    expected: [
      row('sodium', 134, 'mmol/L', 'low'),
      row('potassium', 6.8, 'mmol/L', 'high'),
      row('chloride', 104, 'mmol/L', null),
      row('bicarbonate', 17, 'mmol/L', 'low'),
      row('calcium', 2.04, 'mmol/L', 'low'),
      row('creatinine', 4.87, 'mg/dL', 'high'),
      row('egfr', 12, 'mL/min/1.73m²', 'low'),
      row('urea', 198, 'mg/dL', 'high'),
      row('uric_acid', 9.4, 'mg/dL', 'high'),
      row('glucose', 132, 'mg/dL', 'high'),
      row('total_protein', 6.1, 'g/dL', 'low'),
      row('albumin', 3.2, 'g/dL', 'low'),
    ],
  },
  {
    // Switzerland, a GP practice's yearly diabetes check: ranges joined with an en dash and no
    // spaces ("3,9–5,6", "<5,0", ">1,2"), a "Beurteilung" column with "erhöht", "erniedrigt" and
    // "normal", eGFR unit written "ml/min/1,73m2", two quotients that are not analytes.
    id: 'h17-de-3',
    language: 'de',
    kind: 'text',
    text: `Hausarztpraxis Beispiel · Dr. med. Example · Allgemeine Innere Medizin FMH
Praxislabor und Auftragslabor (Labor Muster AG)
Patient: Test Person, geb. 01.01.1966, weiblich
Datum der Probe: 03.09.2025, 08:10, nüchtern     Befund vom: 04.09.2025
Jahreskontrolle Diabetes mellitus Typ 2 / Dyslipidämie
Analyse                        Resultat   Einheit        Norm        Beurteilung
Diabetes
Glukose (venös, nüchtern)      7,4        mmol/l         3,9–5,6     erhöht
HbA1c (NGSP)                   7,1        %              4,0–6,0     erhöht
HbA1c (IFCC)                   54         mmol/mol       20–42       erhöht
Lipidstatus
Cholesterin total              6,21       mmol/l         <5,0        erhöht
HDL-Cholesterin                0,94       mmol/l         >1,2        erniedrigt
LDL-Cholesterin (berechnet)    4,18       mmol/l         <2,6        erhöht
Triglyceride                   2,37       mmol/l         <1,7        erhöht
Cholesterin/HDL-Quotient       6,6                       <5,0        erhöht
Niere
Kreatinin                      71         µmol/l         44–80       normal
eGFR CKD-EPI                   84         ml/min/1,73m2  >60         normal
Albumin/Kreatinin-Quot. (Urin) 4,1        mg/mmol        <3,0        erhöht
Kalium                         4,6        mmol/l         3,5–5,1     normal
Leber
ALAT                           48         U/l            <35         erhöht
ASAT                           33         U/l            <35         normal
Gamma-GT                       61         U/l            <40         erhöht
Kommentar: Diabetes ungenügend eingestellt; LDL-Zielwert gemäss AGLA bei hohem Risiko <1,8 mmol/l.
Steatosis hepatis möglich, Sonographie veranlasst. Nächste Kontrolle in 3 Monaten.`,
    expected: [
      row('glucose', 7.4, 'mmol/L', 'high'),
      row('hba1c', 7.1, '%', 'high'),
      row('hba1c', 54, 'mmol/mol', 'high'),
      row('cholesterol', 6.21, 'mmol/L', 'high'),
      row('hdl', 0.94, 'mmol/L', 'low'),
      row('ldl', 4.18, 'mmol/L', 'high'),
      row('triglycerides', 2.37, 'mmol/L', 'high'),
      row('creatinine', 71, 'µmol/L', null),
      row('egfr', 84, 'mL/min/1.73m²', null),
      row('potassium', 4.6, 'mmol/L', null),
      row('alt', 48, 'U/L', 'high'),
      row('ast', 33, 'U/L', null),
      row('ggt', 61, 'U/L', 'high'),
    ],
  },
  {
    // Germany, an endocrinology practice: no flags at all (sides from the ranges), the range
    // column before the unit, TSH in µIU/ml, a small blood count in /nl, two pages with "Seite 1
    // von 2", antibodies, thyroglobulin, transferrin and holo-TC that are not analytes.
    id: 'h17-de-4',
    language: 'de',
    kind: 'text',
    text: `Endokrinologische Praxis am Beispielplatz
Dr. med. Example · Fachärztin für Innere Medizin und Endokrinologie
Laborbefund                                                   Seite 1 von 2
Name: Person, Test      Geburtsdatum: 01.01.1989      Geschlecht: w
Probeneingang: 22.09.2025     Probenart: Serum, EDTA-Blut     Befundstatus: Endbefund
Schilddrüse
Bezeichnung                  Wert       Referenzbereich    Einheit
TSH                          6,84       0,27 – 4,20        µIU/ml
fT4                          10,9       12,0 – 22,0        pmol/l
fT3                          4,1        3,1 – 6,8          pmol/l
Anti-TPO                     386        < 34               IU/ml
TRAK                         0,9        < 1,75             IU/l
Thyreoglobulin               12,8       3,5 – 77           ng/ml
Kleines Blutbild
Hämoglobin                   11,6       12,0 – 15,5        g/dl
MCV                          78         80 – 96            fl
Leukozyten                   6,2        3,9 – 10,2         /nl
Thrombozyten                 311        150 – 370          /nl
Seite 1 von 2
Endokrinologische Praxis am Beispielplatz                     Seite 2 von 2
Name: Person, Test      Geburtsdatum: 01.01.1989
Eisenstoffwechsel
Bezeichnung                  Wert       Referenzbereich    Einheit
Eisen                        8,2        5,8 – 34,5         µmol/l
Ferritin                     9          13 – 150           ng/ml
Transferrin                  3,61       2,0 – 3,6          g/l
Transferrinsättigung         9          16 – 45            %
Vitamine
25-OH-Vitamin D3             14,6       30 – 100           ng/ml
Vitamin B12                  212        197 – 771          pg/ml
Holo-Transcobalamin          38         > 50               pmol/l
Folsäure                     5,1        3,9 – 26,8         ng/ml
Beurteilung: Latente Hypothyreose bei Autoimmunthyreoiditis; Eisenmangel mit beginnender
mikrozytärer Anämie; Vitamin-D-Mangel. Levothyroxin 25 µg, Eisen- und Vitamin-D-Substitution.
Kontrolle TSH in 6–8 Wochen. Dr Example`,
    expected: [
      row('tsh', 6.84, 'mU/L', 'high'),
      row('free_t4', 10.9, 'pmol/L', 'low'),
      row('free_t3', 4.1, 'pmol/L', null),
      row('haemoglobin', 11.6, 'g/dL', 'low'),
      row('mcv', 78, 'fL', 'low'),
      row('white_cells', 6.2, '10^9/L', null),
      row('platelets', 311, '10^9/L', null),
      row('iron', 8.2, 'µmol/L', null),
      row('ferritin', 9, 'ng/mL', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('vitamin_d', 14.6, 'ng/mL', 'low'),
      row('vitamin_b12', 212, 'pg/mL', null),
      row('folate', 5.1, 'ng/mL', null),
    ],
  },
  {
    // Germany, an emergency department's urine status: a reflectometric strip written "negativ",
    // "Spur", "1+", "2+", "3+" and "positiv" with an approximate count in parentheses, an "H"
    // column after the "negativ" reference, a sediment line that is microscopy, then serum values
    // with H/L after the value and the range after the unit.
    id: 'h17-de-5',
    language: 'de',
    kind: 'text',
    text: `Klinikum Beispielstadt-Süd · Zentrale Notaufnahme – Notfalllabor
Urinstatus und Nierenwerte                                     Ausdruck 1/1
Patient: Test Person    * 01.01.1941    m    Fallnummer: 000000000
Material: Katheterurin 28.10.2025 14:12 / Serum 28.10.2025 14:05
Harnteststreifen (reflektometrisch, Urinanalyzer)
Parameter           Ergebnis              Referenz
Spez. Gewicht       1,028                 1,003 – 1,035
pH-Wert             6,0                   5,0 – 8,0
Leukozyten          3+ (ca. 500 /µl)      negativ        H
Nitrit              positiv               negativ        H
Protein             1+ (ca. 30 mg/dl)     negativ        H
Glucose             negativ               negativ
Ketonkörper         Spur (ca. 5 mg/dl)    negativ        H
Urobilinogen        normal                normal
Bilirubin           negativ               negativ
Blut                2+ (ca. 50 Ery/µl)    negativ        H
Urinsediment (automatisiert): Leukozyten 312 /µl, Erythrozyten 41 /µl, Bakterien reichlich
Serum
Parameter           Ergebnis   Einheit          Referenz
Kreatinin           168 H      µmol/l           59 – 104
eGFR (CKD-EPI)      34 L       ml/min/1,73m²    > 60
Harnstoff           14,2 H     mmol/l           2,8 – 8,1
CRP                 86 H       mg/l             < 5
Beurteilung: Komplizierter Harnwegsinfekt / V. a. Urosepsis, akute Nierenfunktionsverschlechterung.
Urinkultur und Blutkulturen abgenommen. Befund vorläufig – technische Validierung erfolgt.`,
    expected: [
      row('urine_specific_gravity', 1.028, '', null),
      row('urine_ph', 6, '', null),
      row('urine_leukocytes', 3, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 2, 'grade', 'high'),
      row('creatinine', 168, 'µmol/L', 'high'),
      row('egfr', 34, 'mL/min/1.73m²', 'low'),
      row('urea', 14.2, 'mmol/L', 'high'),
      row('crp', 86, 'mg/L', 'high'),
    ],
  },
]

export default [...cases, ...moreCases]
