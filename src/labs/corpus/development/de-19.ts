/**
 * Lab report corpus, DEVELOPMENT half (nineteenth file: the eighteenth held-out half, run once to
 * measure the extractor and now tuned against), German: a South Tyrolean hospital's bilingual
 * German/Italian blood count and chemistry in 10^3/µL and 10^6/µL with an H/L column, an
 * emergency lab's report with each reference range on the line below its result and a critical
 * glucose "LL", a Swiss GP's check-up with decimal points, ranges "bis 5.0"/"ab 1.0" and "!"
 * marks, a community lab's thyroid, iron and vitamin report with a "+"/"-" column and the SI
 * value in brackets at the line's end, and a GP practice's urine strip written "neg."/"(+)"/"+"/"++"
 * with a point-of-care blood count in Gpt/l; more in de-19-part-2.ts. Written without reading the extractor; synthetic reports: no real people, labs
 * or phone numbers. Rows for tests Hale does not know (RDW, MPV, monocytes, eosinophils, basophils,
 * procalcitonin, LDH, ESR, lipase, troponin, NT-proBNP, INR, non-HDL cholesterol, LDL/HDL quotient,
 * CK, anti-TPO, TRAK, soluble transferrin receptor, holotranscobalamin, urobilinogen, urine
 * bilirubin, sediment) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'
import moreCases from './de-19-part-2'

const cases: readonly LabReportCase[] = [
  {
    // South Tyrol, a hospital's clinical pathology lab: every label and heading in German and
    // Italian ("Leukozyten / Leucociti"), counts in 10^3/µL and 10^6/µL, an H/L column after the
    // range, a two-page report with "Seite 1/2 – Pagina 1/2", CRP written "PCR", RDW, MPV,
    // monocytes, eosinophils, basophils, procalcitonin, LDH and ESR that are not analytes.
    id: 'h18-de-1',
    language: 'de',
    kind: 'text',
    text: `Krankenhaus Beispielstadt – Ospedale di Esempio
Labor für Klinische Pathologie – Laboratorio di Patologia Clinica
Beispiel-Sanitätsbetrieb – Azienda Sanitaria di Esempio
Patient/Paziente: Test Person     Geb./Nato il: 01.01.1963     Geschl./Sesso: M
Anforderung/Richiesta: Dr Example, Innere Medizin / Medicina Interna     Nr.: 00000000
Entnahme/Prelievo: 07.04.2025 08:05     Validiert/Validato: 07.04.2025 11:40
BLUTBILD / EMOCROMO
Untersuchung / Esame              Ergebnis/Risultato   Einheit/Unità   Referenz/Riferimento   H/L
Leukozyten / Leucociti            11,8                 10^3/µL         4,0 - 10,0             H
Erythrozyten / Eritrociti         4,31                 10^6/µL         4,50 - 5,90            L
Hämoglobin / Emoglobina           12,9                 g/dL            13,5 - 17,5            L
Hämatokrit / Ematocrito           38,6                 %               41,0 - 53,0            L
MCV                               89,6                 fL              80,0 - 99,0
MCH                               29,9                 pg              27,0 - 33,0
MCHC                              33,4                 g/dL            32,0 - 36,0
RDW-CV                            13,1                 %               11,5 - 15,0
Thrombozyten / Piastrine          412                  10^3/µL         150 - 400              H
MPV                               10,2                 fL              7,4 - 10,4
Leukozytendifferenzierung / Formula leucocitaria (Absolutwerte / valori assoluti)
Neutrophile / Neutrofili          9,1                  10^3/µL         1,8 - 7,7              H
Lymphozyten / Linfociti           1,7                  10^3/µL         1,0 - 4,8
Monozyten / Monociti              0,7                  10^3/µL         0,2 - 1,0
Eosinophile / Eosinofili          0,2                  10^3/µL         0,0 - 0,5
Basophile / Basofili              0,1                  10^3/µL         0,0 - 0,2
Seite 1/2 – Pagina 1/2
Krankenhaus Beispielstadt – Ospedale di Esempio                      Seite 2/2 – Pagina 2/2
Patient/Paziente: Test Person     Geb./Nato il: 01.01.1963
KLINISCHE CHEMIE / CHIMICA CLINICA
Untersuchung / Esame              Ergebnis/Risultato   Einheit/Unità   Referenz/Riferimento   H/L
Glukose / Glucosio                104                  mg/dL           70 - 100               H
Kreatinin / Creatinina            1,02                 mg/dL           0,70 - 1,20
eGFR (CKD-EPI)                    79                   mL/min/1,73m²   > 60
C-reaktives Protein / PCR         64,0                 mg/L            < 5,0                  H
Procalcitonin / Procalcitonina    0,18                 ng/mL           < 0,50
Ferritin / Ferritina              486                  ng/mL           30 - 400               H
LDH                               231                  U/L             < 248
BSG / VES (1. Std./1a ora)        42                   mm/h            < 20                   H
H = über dem Referenzbereich / superiore all'intervallo; L = unter dem Referenzbereich / inferiore.
Kommentar/Commento: Neutrophile Leukozytose mit Entzündungszeichen, Ferritin als Akute-Phase-Protein
zu werten. Klinische Korrelation erbeten. Freigabe/Firma: Dr Example, Labormedizin.`,
    expected: [
      row('white_cells', 11.8, '10^9/L', 'high'),
      row('red_cells', 4.31, '10^12/L', 'low'),
      row('haemoglobin', 12.9, 'g/dL', 'low'),
      row('haematocrit', 38.6, '%', 'low'),
      row('mcv', 89.6, 'fL', null),
      row('mch', 29.9, 'pg', null),
      row('mchc', 33.4, 'g/dL', null),
      row('platelets', 412, '10^9/L', 'high'),
      row('neutrophils', 9.1, '10^9/L', 'high'),
      row('lymphocytes', 1.7, '10^9/L', null),
      row('glucose', 104, 'mg/dL', 'high'),
      row('creatinine', 1.02, 'mg/dL', null),
      row('egfr', 79, 'mL/min/1.73m²', null),
      row('crp', 64, 'mg/L', 'high'),
      row('ferritin', 486, 'ng/mL', 'high'),
    ],
  },
  {
    // Germany, a hospital's central lab, emergency request: the name, value, mark and unit on one
    // line and the reference range indented on the line below ("Ref.: 136 – 145"), a critical
    // glucose of 41 mg/dl marked "LL" and phoned through, eGFR unit "ml/min/1,73 m²" with a space,
    // lipase, high-sensitivity troponin, NT-proBNP and INR that are not analytes.
    id: 'h18-de-2',
    language: 'de',
    kind: 'text',
    text: `St.-Beispiel-Hospital Musterstadt – Zentrallabor
Notfallanforderung · Endbefund                                          Blatt 1 von 1
Patient: Test Person     Geburtsdatum: 01.01.1949     Geschlecht: weiblich     Fall: 00000000
Einsender: Zentrale Notaufnahme, Dr Example     Eingang: 12.02.2025 22:41     Befundet: 12.02.2025 23:18
Material: Serum, Li-Heparin-Plasma, EDTA-Blut
Untersuchung                     Ergebnis     Kennz.   Einheit
   Referenzbereich
Klinische Chemie
Natrium                          128          L        mmol/l
   Ref.: 136 – 145
Kalium                           3,3          L        mmol/l
   Ref.: 3,5 – 5,1
Chlorid                          94           L        mmol/l
   Ref.: 98 – 107
Glucose                          41           LL       mg/dl
   Ref.: 74 – 106
Kreatinin                        1,42         H        mg/dl
   Ref.: 0,50 – 0,90
eGFR nach CKD-EPI                36           L        ml/min/1,73 m²
   Ref.: > 60
Harnstoff                        64           H        mg/dl
   Ref.: 17 – 43
Calcium                          2,31                  mmol/l
   Ref.: 2,15 – 2,50
Bilirubin gesamt                 0,8                   mg/dl
   Ref.: 0,1 – 1,2
GOT (ASAT)                       31                    U/l
   Ref.: < 35
GPT (ALAT)                       22                    U/l
   Ref.: < 35
Lipase                           38                    U/l
   Ref.: 13 – 60
CRP                              12,6         H        mg/l
   Ref.: < 5,0
Kardiale Marker
Troponin T hoch-sensitiv         19           H        ng/l
   Ref.: < 14
NT-proBNP                        846          H        pg/ml
   Ref.: < 300
Hämatologie
Hämoglobin                       11,2         L        g/dl
   Ref.: 12,0 – 15,5
Leukozyten                       9,6                   /nl
   Ref.: 3,9 – 10,2
Thrombozyten                     254                   /nl
   Ref.: 150 – 370
Gerinnung
INR                              1,1
   Ref.: 0,9 – 1,2
Kennzeichnung: H = erhöht, L = erniedrigt, HH/LL = kritischer Wert (Alarmwert).
Glucose 41 mg/dl: Alarmwert, am 12.02.2025 um 23:02 telefonisch an Dr Example (ZNA) mitgeteilt.
Probe ohne Hämolyse, Lipämie oder Ikterus. Technisch und medizinisch validiert.`,
    expected: [
      row('sodium', 128, 'mmol/L', 'low'),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('chloride', 94, 'mmol/L', 'low'),
      row('glucose', 41, 'mg/dL', 'low'),
      row('creatinine', 1.42, 'mg/dL', 'high'),
      row('egfr', 36, 'mL/min/1.73m²', 'low'),
      row('urea', 64, 'mg/dL', 'high'),
      row('calcium', 2.31, 'mmol/L', null),
      row('bilirubin', 0.8, 'mg/dL', null),
      row('ast', 31, 'U/L', null),
      row('alt', 22, 'U/L', null),
      row('crp', 12.6, 'mg/L', 'high'),
      row('haemoglobin', 11.2, 'g/dL', 'low'),
      row('white_cells', 9.6, '10^9/L', null),
      row('platelets', 254, '10^9/L', null),
    ],
  },
  {
    // Switzerland, a group practice's check-up: decimal points as Swiss labs print them, ranges
    // "bis 5.0" and "ab 1.0", a bare "!" after an out-of-range value (side from the range), an
    // apostrophe as thousands separator on a row that is not an analyte, non-HDL cholesterol, an
    // LDL/HDL quotient, CK and NT-proBNP that are not analytes.
    id: 'h18-de-3',
    language: 'de',
    kind: 'text',
    text: `Gemeinschaftspraxis Beispiel – Dr. med. Example, Facharzt FMH für Allgemeine Innere Medizin
Praxislabor (QUALAB-kontrolliert) und Auftragslabor Labor Muster AG
Patient: Test Person     Geburtsdatum: 01.01.1961     Geschlecht: männlich
Probenentnahme: 18.03.2025 07:45 (nüchtern)     Resultate vom: 19.03.2025
Check-up – Kardiovaskuläres Risiko
Analyse                         Resultat      Einheit          Referenzbereich
Stoffwechsel
Glukose nüchtern                6.4 !         mmol/l           3.9 - 5.6
HbA1c                           6.3 !         %                bis 5.6
Lipide
Cholesterin total               5.9 !         mmol/l           bis 5.0
HDL-Cholesterin                 0.9 !         mmol/l           ab 1.0
LDL-Cholesterin                 4.1 !         mmol/l           bis 3.0
Non-HDL-Cholesterin             5.0 !         mmol/l           bis 3.8
Triglyceride                    1.6           mmol/l           bis 1.7
LDL/HDL-Quotient                4.6 !                          bis 3.0
Niere
Kreatinin                       92            µmol/l           62 - 106
eGFR (CKD-EPI)                  78            ml/min/1.73m2    ab 60
Harnsäure                       468 !         µmol/l           202 - 417
Natrium                         140           mmol/l           136 - 145
Kalium                          4.2           mmol/l           3.5 - 5.1
Leber / Muskel
ALAT (GPT)                      38            U/l              bis 50
Gamma-GT                        72 !          U/l              bis 60
CK                              188           U/l              bis 190
Herz / Schilddrüse
NT-proBNP                       1'240 !       ng/l             bis 125
TSH                             2.8           mU/l             0.27 - 4.2
! = ausserhalb des Referenzbereichs
Beurteilung: Prädiabetes, gemischte Dyslipidämie, erhöhtes NT-proBNP – Echokardiographie angemeldet.
Nächste Laborkontrolle in 3 Monaten. Visum: Dr Example`,
    expected: [
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 6.3, '%', 'high'),
      row('cholesterol', 5.9, 'mmol/L', 'high'),
      row('hdl', 0.9, 'mmol/L', 'low'),
      row('ldl', 4.1, 'mmol/L', 'high'),
      row('triglycerides', 1.6, 'mmol/L', null),
      row('creatinine', 92, 'µmol/L', null),
      row('egfr', 78, 'mL/min/1.73m²', null),
      row('uric_acid', 468, 'µmol/L', 'high'),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 4.2, 'mmol/L', null),
      row('alt', 38, 'U/L', null),
      row('ggt', 72, 'U/L', 'high'),
      row('tsh', 2.8, 'mU/L', null),
    ],
  },
  {
    // Germany, a medical care centre's lab (MVZ): a "Path." column with "+" and "-" after the
    // range, the value converted to SI units in square brackets at the line's end (the first
    // value is the result), TSH in µIU/ml, counts in /nl, anti-TPO, TRAK, soluble transferrin
    // receptor and holotranscobalamin that are not analytes, a page break.
    id: 'h18-de-4',
    language: 'de',
    kind: 'text',
    text: `MVZ Labor Beispielstadt GmbH – Fachärzte für Laboratoriumsmedizin und Mikrobiologie
Befundbericht (Endbefund)                                               Seite 1 von 2
Patient: Test Person     geb. 01.01.1978     weiblich     Auftragsnr.: 0000000000
Einsender: Praxis Dr Example, Innere Medizin     Abnahme: 24.10.2025     Eingang: 24.10.2025
Test                          Ergebnis   Einheit    Referenzbereich   Path.   SI-Einheit
Schilddrüse
TSH basal                     0,21       µIU/ml     0,27 - 4,20       -
freies T4 (fT4)               24,7       pmol/l     12,0 - 22,0       +
freies T3 (fT3)               6,1        pmol/l     3,1 - 6,8
Anti-TPO-Antikörper           22         IU/ml      < 34
TRAK (TSH-Rezeptor-AK)        4,8        IU/l       < 1,75            +
Kleines Blutbild
Hämoglobin                    12,1       g/dl       12,0 - 15,4                 [7,5 mmol/l]
MCV                           99         fl         80 - 96           +
Leukozyten                    5,1        /nl        3,9 - 10,2
Thrombozyten                  221        /nl        146 - 328
Seite 1 von 2
MVZ Labor Beispielstadt GmbH                                            Seite 2 von 2
Patient: Test Person     geb. 01.01.1978
Test                          Ergebnis   Einheit    Referenzbereich   Path.   SI-Einheit
Eisenstoffwechsel
Eisen                         14,2       µmol/l     5,8 - 34,5
Ferritin                      48         ng/ml      13 - 150                    [48 µg/l]
Transferrinsättigung          22         %          16 - 45
Lösl. Transferrinrezeptor     3,9        mg/l       1,9 - 4,4
Vitamine
25-OH-Vitamin D               16         ng/ml      30 - 100          -       [40 nmol/l]
Vitamin B12                   178        pg/ml      197 - 771         -       [131 pmol/l]
Holotranscobalamin            29         pmol/l     > 50              -
Folsäure                      3,1        ng/ml      3,9 - 26,8        -       [7,0 nmol/l]
Entzündung
CRP                           0,3        mg/dl      < 0,5
Path.: + oberhalb, - unterhalb des Referenzbereichs. SI-Werte umgerechnet, nicht akkreditiert.
Befundinterpretation: Konstellation einer Hyperthyreose bei positivem TRAK (V. a. Morbus Basedow);
zusätzlich Vitamin-B12-, Folsäure- und Vitamin-D-Mangel. Dr Example, Fachärztin für Laboratoriumsmedizin`,
    expected: [
      row('tsh', 0.21, 'mU/L', 'low'),
      row('free_t4', 24.7, 'pmol/L', 'high'),
      row('free_t3', 6.1, 'pmol/L', null),
      row('haemoglobin', 12.1, 'g/dL', null),
      row('mcv', 99, 'fL', 'high'),
      row('white_cells', 5.1, '10^9/L', null),
      row('platelets', 221, '10^9/L', null),
      row('iron', 14.2, 'µmol/L', null),
      row('ferritin', 48, 'ng/mL', null),
      row('transferrin_saturation', 22, '%', null),
      row('vitamin_d', 16, 'ng/mL', 'low'),
      row('vitamin_b12', 178, 'pg/mL', 'low'),
      row('folate', 3.1, 'ng/mL', 'low'),
      row('crp', 0.3, 'mg/dL', null),
    ],
  },
  {
    // Germany, a GP practice in Saxony: a ten-field urine strip read by eye and written "neg.",
    // "(+)" (trace), "+", "++" with "neg." as the reference and no marks, specific gravity and pH
    // with ranges, urobilinogen "norm." and urine bilirubin that are not analytes, a microscopy
    // line, then the practice analyser's values with the white count in Gpt/l and no marks.
    id: 'h18-de-5',
    language: 'de',
    kind: 'text',
    text: `Hausarztpraxis Dr. med. Example – Fachärztin für Allgemeinmedizin
Praxislabor – Ausdruck aus der Praxissoftware vom 06.11.2025
Patient: Test Person     geb.: 01.01.1990     weiblich     Versicherung: GKV
Probe: Mittelstrahlurin 06.11.2025 09:15 / Kapillarblut 09:20     Untersucherin: MFA
Urin-Teststreifen (10 Felder, visuell abgelesen)
Feld                  Befund      Referenz
Leukozyten            ++          neg.
Nitrit                pos.        neg.
pH                    6,5         5 – 8
Eiweiß                (+)         neg.
Glukose               neg.        neg.
Ketonkörper           neg.        neg.
Urobilinogen          norm.       norm.
Bilirubin             neg.        neg.
Blut / Hämoglobin     +           neg.
Spez. Gewicht         1,020       1,010 – 1,030
Legende: neg. = negativ, (+) = Spur, + = schwach positiv, ++ = positiv, +++ = stark positiv
Urinmikroskopie: reichlich Leukozyten, vereinzelt Erythrozyten, Bakterien +
Praxislabor (Point-of-Care)
Parameter             Ergebnis    Einheit     Norm
CRP (Schnelltest)     28          mg/l        < 8
Leukozyten            12,4        Gpt/l       4,0 – 10,0
Hämoglobin            13,8        g/dl        12,0 – 16,0
Kreatinin             0,8         mg/dl       0,5 – 0,9
Procedere: Verdacht auf akute Zystitis mit Entzündungszeichen, Urinkultur ins Labor versandt.
Kontrolle nach Antibiose. Dr Example`,
    expected: [
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_ph', 6.5, '', null),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 0, 'grade', null),
      row('urine_blood', 1, 'grade', 'high'),
      row('urine_specific_gravity', 1.02, '', null),
      row('crp', 28, 'mg/L', 'high'),
      row('white_cells', 12.4, '10^9/L', 'high'),
      row('haemoglobin', 13.8, 'g/dL', null),
      row('creatinine', 0.8, 'mg/dL', null),
    ],
  },
]

export default [...cases, ...moreCases]
