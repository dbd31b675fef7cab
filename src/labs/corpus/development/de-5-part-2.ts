/**
 * Lab report corpus, DEVELOPMENT half (fifth file: the fourth held-out half, run once to measure
 * the extractor and now tuned against), German, continued from de-5.ts: reports as labs of
 * Germany, South Tyrol, Luxembourg and Switzerland print them. Written without reading the
 * extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests Hale does
 * not know (monocytes, ESR/BSG, LDH, lactate, troponin, Quick/INR/aPTT, RDW, ratios, lipase …) are
 * not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Germany, hospital central lab, emergency: three critical values (Hb 6,4, sodium 118,
    // glucose 41 mg/dl) marked "LL", 10^3/µl and 10^6/µl counts, differential in %, Quick in %
    // (not an analyte), lactate and troponin (not analytes), a phoned-through note.
    id: 'h4-de-6',
    language: 'de',
    kind: 'text',
    text: `Klinikum Musterstadt – Zentrallabor
Institut für Klinische Chemie und Laboratoriumsmedizin
NOTFALL-BEFUND (vorläufig)
Pat.: Person, Test   * 01.01.1938   m   Fall-Nr.: 00000000   Station: ZNA
Eingang: 17.11.2024 02:48   Druck: 17.11.2024 03:20
Parameter                    Ergebnis   Einheit     Bew.   Referenzbereich
Blutbild
Leukozyten                   14,2       10^3/µl     H      4,0 - 10,0
Erythrozyten                 2,21       10^6/µl     L      4,5 - 5,9
Hämoglobin                   6,4        g/dl        LL     13,5 - 17,5
Hämatokrit                   19,8       %           L      40 - 52
MCV                          89,6       fl                 80 - 100
Thrombozyten                 98         10^3/µl     L      150 - 400
Neutrophile Granulozyten     84,5       %           H      40 - 75
Lymphozyten                  8,1        %           L      20 - 45
Klinische Chemie
Natrium                      118        mmol/l      LL     135 - 145
Kalium                       3,2        mmol/l      L      3,5 - 5,0
Glucose                      41         mg/dl       LL     70 - 115
Kreatinin                    1,64       mg/dl       H      0,70 - 1,20
Harnstoff                    92         mg/dl       H      17 - 49
CRP                          112,5      mg/l        H      < 5
Laktat                       3,9        mmol/l      H      0,5 - 2,2
Troponin T hs                38         ng/l        H      < 14
Gerinnung
Quick                        68         %           L      70 - 130
INR                          1,3                    H      0,9 - 1,2
aPTT                         34         s                  25 - 37
*** Kritische Werte (Hb, Natrium, Glucose) am 17.11.2024 um 03:14 Uhr telefonisch an Dienstarzt ZNA übermittelt ***
Befund vorläufig – technische und medizinische Validierung folgt.`,
    expected: [
      row('white_cells', 14.2, '10^9/L', 'high'),
      row('red_cells', 2.21, '10^12/L', 'low'),
      row('haemoglobin', 6.4, 'g/dL', 'low'),
      row('haematocrit', 19.8, '%', 'low'),
      row('mcv', 89.6, 'fL', null),
      row('platelets', 98, '10^9/L', 'low'),
      row('neutrophils', 84.5, '%', 'high'),
      row('lymphocytes', 8.1, '%', 'low'),
      row('sodium', 118, 'mmol/L', 'low'),
      row('potassium', 3.2, 'mmol/L', 'low'),
      row('glucose', 41, 'mg/dL', 'low'),
      row('creatinine', 1.64, 'mg/dL', 'high'),
      row('urea', 92, 'mg/dL', 'high'),
      row('crp', 112.5, 'mg/L', 'high'),
    ],
  },
  {
    // South Tyrol, bilingual German/Italian hospital lab: "Name / Nome" labels, the mark written out
    // as "hoch"/"niedrig" between result and unit, absolute differential in 10^3/µL, CRP in mg/dL,
    // albumin in g/dL; monocytes, ESR (Blutsenkung/VES) and LDH are not analytes.
    id: 'h4-de-7',
    language: 'de',
    kind: 'text',
    text: `Sanitätsbetrieb Musterland – Azienda Sanitaria Musterland
Labor für Klinische Biochemie / Laboratorio di Biochimica Clinica
Krankenhaus Musterbrunn / Ospedale di Musterbrunn
Befund / Referto
Patient/Paziente: PERSON TEST     Geb./Nata il: 01.01.1969     Geschlecht/Sesso: W
Eingangsdatum/Data accettazione: 12.09.2024     Befunddatum/Data referto: 12.09.2024
Untersuchung / Esame                     Ergebnis / Risultato   Bewertung   Einheit / Unità   Referenzwerte / Valori di riferimento
HÄMATOLOGIE / EMATOLOGIA
Leukozyten / Leucociti                   7,9                                10^3/µL           4,0 - 10,0
Neutrophile / Neutrofili                 5,6                                10^3/µL           2,0 - 7,0
Lymphozyten / Linfociti                  1,4                                10^3/µL           1,0 - 4,0
Monozyten / Monociti                     0,6                                10^3/µL           0,2 - 1,0
Blutsenkung / VES (1. Stunde)            38                     hoch        mm/h              < 20
KLINISCHE CHEMIE / CHIMICA CLINICA
Bilirubin gesamt / Bilirubina totale     2,4                    hoch        mg/dL             0,3 - 1,2
GOT/AST                                  112                    hoch        U/L               < 32
GPT/ALT                                  148                    hoch        U/L               < 33
Gamma-GT                                 264                    hoch        U/L               < 40
Alkalische Phosphatase / Fosfatasi alcalina   198               hoch        U/L               35 - 105
LDH                                      251                    hoch        U/L               < 247
Albumin / Albumina                       3,3                    niedrig     g/dL              3,5 - 5,2
C-reaktives Protein / Proteina C reattiva   2,8                 hoch        mg/dL             < 0,5
Enzyme gemessen bei 37 °C nach IFCC / Enzimi misurati a 37 °C secondo IFCC
Validiert von / Validato da: Dr. Beispiel                      Seite/Pagina 1/1`,
    expected: [
      row('white_cells', 7.9, '10^9/L', null),
      row('neutrophils', 5.6, '10^9/L', null),
      row('lymphocytes', 1.4, '10^9/L', null),
      row('bilirubin', 2.4, 'mg/dL', 'high'),
      row('ast', 112, 'U/L', 'high'),
      row('alt', 148, 'U/L', 'high'),
      row('ggt', 264, 'U/L', 'high'),
      row('alp', 198, 'U/L', 'high'),
      row('albumin', 3.3, 'g/dL', 'low'),
      row('crp', 2.8, 'mg/dL', 'high'),
    ],
  },
  {
    // Luxembourg, German-language report of a private lab: H/L BEFORE the value, the unit glued to
    // the value in one "Resultat" column, range then a previous result (some dated), TSH in mUI/l,
    // vitamin D in nmol/l.
    id: 'h4-de-8',
    language: 'de',
    kind: 'text',
    text: `Laboratoire d'Analyses Médicales Beispiel
Rue de l'Exemple 5, L-0000 Luxemburg
Analysebericht
Patient: PERSON Test   Geburtsdatum: 01.01.1972   Geschlecht: M
Verschreibender Arzt: Dr. Beispiel
Probennahme: 28.05.2024 07:30        Bericht vom: 29.05.2024
                                 Resultat           Normalwerte        Vorheriges Resultat
DIABETES
Glukose nüchtern            H    142 mg/dl          74 - 106           131 (12.01.2024)
Hämoglobin A1c              H    7,1 %              4,0 - 6,0          6,8 (12.01.2024)
LIPIDE
Gesamtcholesterin                184 mg/dl          < 190              212
HDL-Cholesterin                  52 mg/dl           > 40               49
LDL-Cholesterin (direkt)         108 mg/dl          < 115              134
Triglyzeride                H    176 mg/dl          < 150              198
NIERE
Kreatinin                        0,98 mg/dl         0,67 - 1,17        0,94
eGFR (CKD-EPI 2021)              92 ml/min/1,73m²   > 90               > 90
Harnsäure                        6,1 mg/dl          3,4 - 7,0          6,4
SCHILDDRÜSE
TSH                         L    0,08 mUI/l         0,27 - 4,20        1,35
Freies T4                   H    28,4 pmol/l        12,0 - 22,0
VITAMINE
Vitamin D (25-OH)           L    41 nmol/l          75 - 250
Bemerkung: TSH supprimiert bei erhöhtem fT4 – Kontrolle und fT3-Bestimmung empfohlen.
Seite 1 / 1`,
    expected: [
      row('glucose', 142, 'mg/dL', 'high'),
      row('hba1c', 7.1, '%', 'high'),
      row('cholesterol', 184, 'mg/dL', null),
      row('hdl', 52, 'mg/dL', null),
      row('ldl', 108, 'mg/dL', null),
      row('triglycerides', 176, 'mg/dL', 'high'),
      row('creatinine', 0.98, 'mg/dL', null),
      row('egfr', 92, 'mL/min/1.73m²', null),
      row('uric_acid', 6.1, 'mg/dL', null),
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 28.4, 'pmol/L', 'high'),
      row('vitamin_d', 41, 'nmol/L', 'low'),
    ],
  },
  {
    // Germany, patient-portal CSV: date and time first, "Tsd/µl" and "Mio/µl" counts, "+" in the last
    // column, CRP printed "<0,6"; RDW and BSG are not analytes.
    id: 'h4-de-9',
    language: 'de',
    kind: 'csv',
    text: `Datum;Uhrzeit;Parameter;Ergebnis;Einheit;Referenzbereich;Bewertung
15.01.2025;08:02;Hämoglobin;13,9;g/dl;12,0-15,4;
15.01.2025;08:02;Hämatokrit;41,2;%;35,5-45,0;
15.01.2025;08:02;Erythrozyten;4,62;Mio/µl;3,9-5,2;
15.01.2025;08:02;Leukozyten;4,1;Tsd/µl;3,9-10,2;
15.01.2025;08:02;Thrombozyten;412;Tsd/µl;150-370;+
15.01.2025;08:02;MCV;89;fl;80-99;
15.01.2025;08:02;MCH;30,1;pg;27-33,5;
15.01.2025;08:02;MCHC;33,7;g/dl;31,5-36;
15.01.2025;08:02;RDW;12,8;%;11,6-14,4;
15.01.2025;08:02;BSG 1h;12;mm/h;<20;
15.01.2025;08:02;CRP;<0,6;mg/l;<5,0;
15.01.2025;08:02;Ferritin;342;µg/l;15-150;+
15.01.2025;08:02;Eisen;21,4;µmol/l;6,6-26,0;
15.01.2025;08:02;Transferrinsättigung;38;%;16-45;
15.01.2025;08:02;Vitamin B12;168;pmol/l;145-569;
15.01.2025;08:02;Folsäure;13,2;nmol/l;>10,4;`,
    expected: [
      row('haemoglobin', 13.9, 'g/dL', null),
      row('haematocrit', 41.2, '%', null),
      row('red_cells', 4.62, '10^12/L', null),
      row('white_cells', 4.1, '10^9/L', null),
      row('platelets', 412, '10^9/L', 'high'),
      row('mcv', 89, 'fL', null),
      row('mch', 30.1, 'pg', null),
      row('mchc', 33.7, 'g/dL', null),
      row('crp', 0.6, 'mg/L', null),
      row('ferritin', 342, 'µg/L', 'high'),
      row('iron', 21.4, 'µmol/L', null),
      row('transferrin_saturation', 38, '%', null),
      row('vitamin_b12', 168, 'pmol/L', null),
      row('folate', 13.2, 'nmol/L', null),
    ],
  },
  {
    // Switzerland, portal CSV in SI units: lower and upper limit in separate columns (one of them
    // empty for one-sided ranges), H/L mark column, a free-text comment column; the
    // cholesterol/HDL ratio and lipase are not analytes.
    id: 'h4-de-10',
    language: 'de',
    kind: 'csv',
    text: `Analyse;Resultat;Einheit;Referenz unten;Referenz oben;Markierung;Kommentar
Glucose nüchtern;6,4;mmol/l;3,9;5,6;H;
HbA1c;6,0;%;4,0;5,6;H;
Cholesterin total;5,9;mmol/l;;5,2;H;
HDL-Cholesterin;1,02;mmol/l;1,0;;;
LDL-Cholesterin;4,1;mmol/l;;3,0;H;Zielwert abhängig vom kardiovaskulären Risiko
Triglyceride;1,6;mmol/l;;1,7;;
Cholesterin/HDL-Quotient;5,8;;;5,0;H;
Kreatinin;84;µmol/l;59;104;;
eGFR CKD-EPI;88;ml/min/1.73m2;60;;;
ALAT;41;U/l;;50;;
ASAT;29;U/l;;50;;
TSH;2,14;mU/l;0,27;4,20;;
fT4;16,2;pmol/l;12,0;22,0;;
25-OH-Vitamin D;52;nmol/l;75;;L;Supplementation empfohlen
Lipase;38;U/l;13;60;;`,
    expected: [
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('hba1c', 6.0, '%', 'high'),
      row('cholesterol', 5.9, 'mmol/L', 'high'),
      row('hdl', 1.02, 'mmol/L', null),
      row('ldl', 4.1, 'mmol/L', 'high'),
      row('triglycerides', 1.6, 'mmol/L', null),
      row('creatinine', 84, 'µmol/L', null),
      row('egfr', 88, 'mL/min/1.73m²', null),
      row('alt', 41, 'U/L', null),
      row('ast', 29, 'U/L', null),
      row('tsh', 2.14, 'mU/L', null),
      row('free_t4', 16.2, 'pmol/L', null),
      row('vitamin_d', 52, 'nmol/L', 'low'),
    ],
  },
]

export default moreCases
