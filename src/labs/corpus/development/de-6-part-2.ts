/**
 * Lab report corpus, DEVELOPMENT half (sixth file: the fifth held-out half, run once to measure the
 * extractor and now tuned against), German, continued (see de-6.ts): reports 6 to 10. Written
 * without reading the extractor; synthetic reports: no real people, labs or phone numbers.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // German hospital emergency department: a Urinstatus by dipstick (grades as ++, Spur,
    // positiv, negativ against "negativ", "!" marking the abnormal ones), then a microscopic
    // sediment whose Leukozyten/Erythrozyten are NOT blood counts and a urine Bilirubin and
    // Urobilinogen that are not serum results; only the serum and EDTA-blood rows below count.
    id: 'h5-de-6',
    language: 'de',
    kind: 'text',
    text: `Klinikum Beispielstadt – Zentrallabor
Institut für Laboratoriumsmedizin
Station: Zentrale Notaufnahme     Fall-Nr.: 0000000000
Patientin: Person, Test     * 01.01.1990     weiblich
Material: Spontanurin (Mittelstrahl), Serum, EDTA-Blut
Eingang: 03.02.2025 22:14     Befund: 03.02.2025 23:02
URINSTATUS (Teststreifen)     Befund          Referenz
Farbe     gelb, trüb
Spezifisches Gewicht     1,025          1,003 - 1,035
pH     6,0          5,0 - 8,0
Leukozyten     ++     !     negativ
Nitrit     positiv     !     negativ
Eiweiß     +     !     negativ
Glucose     negativ          negativ
Ketonkörper     Spur     !     negativ
Urobilinogen     normal          normal
Bilirubin     negativ          negativ
Blut     +++     !     negativ
URINSEDIMENT (mikroskopisch)     Befund          Referenz     Einheit
Leukozyten     > 50     !     0 - 5     /Gesichtsfeld
Erythrozyten     10 - 15     !     0 - 3     /Gesichtsfeld
Plattenepithelien     vereinzelt
Bakterien     reichlich     !
Kommentar: Befund vereinbar mit Harnwegsinfekt. Urinkultur angelegt, Ergebnis folgt.
KLINISCHE CHEMIE (Serum)     Ergebnis          Referenz     Einheit
Natrium     138          136 - 145     mmol/l
Kalium     3,3     !     3,5 - 5,1     mmol/l
Kreatinin     0,84          0,50 - 0,90     mg/dl
eGFR (CKD-EPI)     92          > 60     ml/min/1,73m²
CRP     38,5     !     < 5,0     mg/l
HÄMATOLOGIE (EDTA-Blut)
Leukozyten     13,6     !     3,9 - 10,2     /nl
! = außerhalb des Referenzbereichs
Seite 1 von 1`,
    expected: [
      row('urine_specific_gravity', 1.025, '', null),
      row('urine_ph', 6, '', null),
      row('urine_leukocytes', 2, 'grade', 'high'),
      row('urine_nitrite', 1, 'grade', 'high'),
      row('urine_protein', 1, 'grade', 'high'),
      row('urine_glucose', 0, 'grade', null),
      row('urine_ketones', 1, 'grade', 'high'),
      row('urine_blood', 3, 'grade', 'high'),
      row('sodium', 138, 'mmol/L', null),
      row('potassium', 3.3, 'mmol/L', 'low'),
      row('creatinine', 0.84, 'mg/dL', null),
      row('egfr', 92, 'mL/min/1.73m²', null),
      row('crp', 38.5, 'mg/L', 'high'),
      row('white_cells', 13.6, '10^9/L', 'high'),
    ],
  },
  {
    // Liechtenstein practice's export from a Swiss lab portal (hyponatraemia work-up): ranges
    // without spaces ("135-145"), LL for a critical sodium, a previous-result column with its
    // date, serum and urine osmolality, urine sodium and cortisol that Hale does not know, eGFR
    // printed ">90" in "ml/min/1,73m2", haemoglobin in g/l, and a comment line.
    id: 'h5-de-7',
    language: 'de',
    kind: 'csv',
    text: `Analyse;Resultat;Einheit;Referenzbereich;Markierung;Vorresultat;Datum Vorresultat
Natrium;117;mmol/l;135-145;LL;126;12.01.2025
Kalium;3,4;mmol/l;3,5-5,0;L;3,6;12.01.2025
Chlorid;84;mmol/l;98-107;L;91;12.01.2025
Osmolalität (Serum);248;mosm/kg;280-300;L;;
Osmolalität (Urin);412;mosm/kg;50-1200;;;
Natrium (Urin);64;mmol/l;;;;
Glucose;5,8;mmol/l;3,9-6,1;;5,2;12.01.2025
Harnstoff;2,4;mmol/l;2,8-8,1;L;;
Kreatinin;54;µmol/l;44-80;;58;12.01.2025
eGFR CKD-EPI;>90;ml/min/1,73m2;>60;;;
Harnsäure;198;µmol/l;143-339;;;
TSH;2,14;mU/l;0,27-4,20;;;
Cortisol (morgens);412;nmol/l;133-537;;;
Hämoglobin;128;g/l;120-160;;131;12.01.2025
Kommentar;Kritischer Wert Natrium telefonisch an Dr. Beispiel mitgeteilt;;;;;`,
    expected: [
      row('sodium', 117, 'mmol/L', 'low'),
      row('potassium', 3.4, 'mmol/L', 'low'),
      row('chloride', 84, 'mmol/L', 'low'),
      row('glucose', 5.8, 'mmol/L', null),
      row('urea', 2.4, 'mmol/L', 'low'),
      row('creatinine', 54, 'µmol/L', null),
      row('egfr', 90, 'mL/min/1.73m²', null),
      row('uric_acid', 198, 'µmol/L', null),
      row('tsh', 2.14, 'mU/L', null),
      row('haemoglobin', 128, 'g/L', null),
    ],
  },
  {
    // Large German lab, two pages with the patient line repeated and "Seite x von 2" markers:
    // counts in Tsd/µl and Mio/µl, absolute neutrophils and lymphocytes, "↑"/"↓" at the END of
    // the line after the range, a CRP printed "<0,5", liver enzymes as GOT/GPT, and RDW, MPV,
    // Monozyten, coagulation, Lipase, CK and LDH that Hale does not know.
    id: 'h5-de-8',
    language: 'de',
    kind: 'text',
    text: `Labor Beispiel MVZ GmbH · Fachärzte für Laboratoriumsmedizin und Mikrobiologie
Musterallee 40 · 54321 Beispielburg · Tel. 0000 00000-0
Patient: Person, Test     Geburtsdatum: 01.01.1955     Geschlecht: m
Auftrag: 2503318842     Abnahme: 18.03.2025 08:10     Druck: 18.03.2025 15:37
Einsender: Hausarztpraxis Beispiel
Parameter     Ergebnis     Einheit     Referenzbereich
Großes Blutbild
Leukozyten     6,1     Tsd/µl     3,6 - 10,5
Erythrozyten     4,88     Mio/µl     4,50 - 5,90
Hämoglobin     14,6     g/dl     13,5 - 17,5
Hämatokrit     43,2     %     40,0 - 53,0
MCV     88,5     fl     80,0 - 96,0
MCH     29,9     pg     27,0 - 33,0
MCHC     33,8     g/dl     32,0 - 36,0
RDW-CV     12,8     %     11,5 - 15,0
Thrombozyten     198     Tsd/µl     150 - 400
MPV     10,9     fl     9,0 - 12,5
Neutrophile (absolut)     4,12     Tsd/µl     1,80 - 7,70
Lymphozyten (absolut)     0,91     Tsd/µl     1,00 - 4,80     ↓
Monozyten (absolut)     0,62     Tsd/µl     0,10 - 0,90
Gerinnung
Quick     98     %     70 - 130
INR     1,0          0,9 - 1,2
aPTT     29     s     25 - 37
Seite 1 von 2
Labor Beispiel MVZ GmbH
Patient: Person, Test     Geburtsdatum: 01.01.1955     Auftrag: 2503318842     (Fortsetzung)
Parameter     Ergebnis     Einheit     Referenzbereich
Klinische Chemie
CRP     <0,5     mg/l     < 5,0
Gesamteiweiß     7,1     g/dl     6,6 - 8,7
Albumin     4,5     g/dl     3,5 - 5,2
Bilirubin gesamt     1,6     mg/dl     < 1,2     ↑
GOT (ASAT)     27     U/l     < 50
GPT (ALAT)     23     U/l     < 50
Gamma-GT     19     U/l     < 60
Alkalische Phosphatase     71     U/l     40 - 130
Lipase     41     U/l     13 - 60
CK     412     U/l     < 190     ↑
LDH     210     U/l     < 250
Hinweis: Isolierte Bilirubinerhöhung bei normalen Leberenzymen, z. B. bei Morbus Meulengracht.
CK-Erhöhung nach körperlicher Belastung möglich; Kontrolle empfohlen.
Endbefund. Freigegeben durch Dr. med. Beispiel.
Seite 2 von 2`,
    expected: [
      row('white_cells', 6.1, '10^9/L', null),
      row('red_cells', 4.88, '10^12/L', null),
      row('haemoglobin', 14.6, 'g/dL', null),
      row('haematocrit', 43.2, '%', null),
      row('mcv', 88.5, 'fL', null),
      row('mch', 29.9, 'pg', null),
      row('mchc', 33.8, 'g/dL', null),
      row('platelets', 198, '10^9/L', null),
      row('neutrophils', 4.12, '10^9/L', null),
      row('lymphocytes', 0.91, '10^9/L', 'low'),
      row('crp', 0.5, 'mg/L', null),
      row('total_protein', 7.1, 'g/dL', null),
      row('albumin', 4.5, 'g/dL', null),
      row('bilirubin', 1.6, 'mg/dL', 'high'),
      row('ast', 27, 'U/L', null),
      row('alt', 23, 'U/L', null),
      row('ggt', 19, 'U/L', null),
      row('alp', 71, 'U/L', null),
    ],
  },
  {
    // Graz hospital diabetes clinic: the UNIT before the value, H/L after it, the range next and a
    // previous result ("Vorbefund") with its date last; B12 in pmol/l and folate in nmol/l, an
    // urine albumin/creatinine ratio that Hale does not know, and an LDL target range "< 70".
    id: 'h5-de-9',
    language: 'de',
    kind: 'text',
    text: `Universitätsklinikum Beispiel – Klinisches Institut für Medizinische und Chemische Labordiagnostik
Musterplatz 1, 8010 Graz
Anforderung: Diabetesambulanz     Probe: 2510040077
Name: Person, Test     Geb.: 01.01.1958     Geschlecht: männlich
Probeneingang: 07.04.2025 07:31     Befundfreigabe: 07.04.2025 12:46
Analyse     Einheit     Ergebnis     Referenzbereich     Vorbefund (06.01.2025)
Glukose     mg/dl     187  H     70 - 99     162
HbA1c     %     8,4  H     4,0 - 6,0     7,9
Natrium     mmol/l     140     136 - 145     139
Kalium     mmol/l     5,3  H     3,5 - 5,1     5,0
Kreatinin     mg/dl     1,31  H     0,70 - 1,20     1,24
eGFR (CKD-EPI)     ml/min/1,73m²     52  L     > 60     56
Harnsäure     mg/dl     6,6     3,5 - 7,2     6,9
Albumin/Kreatinin-Quotient (Urin)     mg/g     84  H     < 30     61
Cholesterin     mg/dl     182     < 200     196
LDL-Cholesterin     mg/dl     98  H     < 70     112
HDL-Cholesterin     mg/dl     46     > 40     44
Triglyceride     mg/dl     160  H     < 150     171
CRP     mg/l     2,1     < 5,0     3,4
TSH     mU/l     1,87     0,27 - 4,20
Vitamin B12     pmol/l     268     145 - 569
Folsäure     nmol/l     18,1     10,4 - 42,4
LDL-Zielwert bei Diabetes mit Endorganschaden: < 70 mg/dl (ESC/EAS).
H = über, L = unter dem Referenzbereich
Seite 1 von 1`,
    expected: [
      row('glucose', 187, 'mg/dL', 'high'),
      row('hba1c', 8.4, '%', 'high'),
      row('sodium', 140, 'mmol/L', null),
      row('potassium', 5.3, 'mmol/L', 'high'),
      row('creatinine', 1.31, 'mg/dL', 'high'),
      row('egfr', 52, 'mL/min/1.73m²', 'low'),
      row('uric_acid', 6.6, 'mg/dL', null),
      row('cholesterol', 182, 'mg/dL', null),
      row('ldl', 98, 'mg/dL', 'high'),
      row('hdl', 46, 'mg/dL', null),
      row('triglycerides', 160, 'mg/dL', 'high'),
      row('crp', 2.1, 'mg/L', null),
      row('tsh', 1.87, 'mU/L', null),
      row('vitamin_b12', 268, 'pmol/L', null),
      row('folate', 18.1, 'nmol/L', null),
    ],
  },
  {
    // Swiss hospital export in long format: date, time and specimen columns first, counts in
    // x10E9/l and x10E12/l, haemoglobin and MCHC in g/l, ferritin in µg/l, vitamin D in nmol/l,
    // a folate printed ">45,4", and Retikulozyten and Blutsenkung that Hale does not know.
    id: 'h5-de-10',
    language: 'de',
    kind: 'csv',
    text: `Datum;Zeit;Probe;Parameter;Wert;Einheit;Referenzbereich;Flag
15.04.2025;07:45;EDTA-Blut;Hämoglobin;108;g/l;117-153;L
15.04.2025;07:45;EDTA-Blut;Erythrozyten;3,71;x10E12/l;3,90-5,20;L
15.04.2025;07:45;EDTA-Blut;MCV;89;fl;80-98;
15.04.2025;07:45;EDTA-Blut;MCH;29,1;pg;26-33;
15.04.2025;07:45;EDTA-Blut;MCHC;327;g/l;320-360;
15.04.2025;07:45;EDTA-Blut;Leukozyten;5,4;x10E9/l;3,0-9,6;
15.04.2025;07:45;EDTA-Blut;Thrombozyten;302;x10E9/l;143-400;
15.04.2025;07:45;EDTA-Blut;Retikulozyten;38;x10E9/l;25-100;
15.04.2025;07:45;Citrat-Blut;Blutsenkung;24;mm/h;<20;H
15.04.2025;07:45;Serum;CRP;12;mg/l;<5;H
15.04.2025;07:45;Serum;Ferritin;6;µg/l;15-150;L
15.04.2025;07:45;Serum;Transferrinsättigung;9;%;20-45;L
15.04.2025;07:45;Serum;25-OH-Vitamin D;42;nmol/l;50-150;L
15.04.2025;07:45;Serum;Folsäure;>45,4;nmol/l;>10,4;
15.04.2025;07:45;Serum;TSH;3,12;mU/l;0,27-4,20;
15.04.2025;07:45;Serum;fT4;14,8;pmol/l;12,0-22,0;`,
    expected: [
      row('haemoglobin', 108, 'g/L', 'low'),
      row('red_cells', 3.71, '10^12/L', 'low'),
      row('mcv', 89, 'fL', null),
      row('mch', 29.1, 'pg', null),
      row('mchc', 327, 'g/L', null),
      row('white_cells', 5.4, '10^9/L', null),
      row('platelets', 302, '10^9/L', null),
      row('crp', 12, 'mg/L', 'high'),
      row('ferritin', 6, 'µg/L', 'low'),
      row('transferrin_saturation', 9, '%', 'low'),
      row('vitamin_d', 42, 'nmol/L', 'low'),
      row('folate', 45.4, 'nmol/L', null),
      row('tsh', 3.12, 'mU/L', null),
      row('free_t4', 14.8, 'pmol/L', null),
    ],
  },
]

export default moreCases
