/**
 * Lab report corpus, DEVELOPMENT half (seventeenth file: the sixteenth held-out half, run once to
 * measure the extractor and now tuned against), German, second file (see de-17.ts): a hospital
 * portal's tab-separated blood count export in x10E9/L, an Austrian portal's comma-separated export
 * with quoted fields and arrows, a Swiss semicolon export with some ranges missing, an Austrian
 * thyroid practice's report with two previous-value columns and "+"/"-" after the value, and a
 * bilingual South Tyrolean hospital report with a flag column after the range. Written without
 * reading the extractor; synthetic reports: no real people, labs or phone numbers. Rows for tests
 * Hale does not know (RDW, monocytes, eosinophils, basophils, TPO and TSH-receptor antibodies, LDH,
 * phosphate, ESR, lipase, PSA) are not results to extract.
 */
import type {LabReportCase} from '../../types'
import {row} from '../row'

const moreCases: readonly LabReportCase[] = [
  {
    // Germany, a hospital patient portal's tab-separated export: date and time first, counts in
    // x10E9/L and x10E12/L, an "H"/"L" hint column last, RDW and the rare white cells that are not
    // analytes, an anaemia screen (ferritin, B12, folate) from the same draw.
    id: 'h16-de-6',
    language: 'de',
    kind: 'csv',
    text: `Datum\tUhrzeit\tUntersuchung\tErgebnis\tEinheit\tNormbereich\tHinweis
19.08.2025\t07:32\tLeukozyten\t3,1\tx10E9/L\t3,9 - 10,2\tL
19.08.2025\t07:32\tErythrozyten\t4,02\tx10E12/L\t3,9 - 5,2\t
19.08.2025\t07:32\tHämoglobin\t11,9\tg/dl\t12,0 - 15,4\tL
19.08.2025\t07:32\tHämatokrit\t36,1\t%\t35,5 - 45,0\t
19.08.2025\t07:32\tMCV\t89,8\tfl\t80,0 - 96,0\t
19.08.2025\t07:32\tMCH\t29,6\tpg\t27,0 - 33,0\t
19.08.2025\t07:32\tMCHC\t33,0\tg/dl\t31,5 - 36,0\t
19.08.2025\t07:32\tRDW-CV\t14,8\t%\t11,5 - 15,0\t
19.08.2025\t07:32\tThrombozyten\t132\tx10E9/L\t150 - 370\tL
19.08.2025\t07:32\tNeutrophile absolut\t1,4\tx10E9/L\t1,5 - 7,7\tL
19.08.2025\t07:32\tLymphozyten absolut\t1,2\tx10E9/L\t1,1 - 4,5\t
19.08.2025\t07:32\tMonozyten absolut\t0,4\tx10E9/L\t0,1 - 0,9\t
19.08.2025\t07:32\tEosinophile absolut\t0,06\tx10E9/L\t0,02 - 0,50\t
19.08.2025\t07:32\tBasophile absolut\t0,02\tx10E9/L\t0,00 - 0,20\t
19.08.2025\t07:32\tFerritin\t18\tng/ml\t13 - 150\t
19.08.2025\t07:32\tVitamin B12\t221\tpg/ml\t197 - 771\t
19.08.2025\t07:32\tFolsäure\t5,1\tng/ml\t3,9 - 26,8\t`,
    expected: [
      row('white_cells', 3.1, '10^9/L', 'low'),
      row('red_cells', 4.02, '10^12/L', null),
      row('haemoglobin', 11.9, 'g/dL', 'low'),
      row('haematocrit', 36.1, '%', null),
      row('mcv', 89.8, 'fL', null),
      row('mch', 29.6, 'pg', null),
      row('mchc', 33, 'g/dL', null),
      row('platelets', 132, '10^9/L', 'low'),
      row('neutrophils', 1.4, '10^9/L', 'low'),
      row('lymphocytes', 1.2, '10^9/L', null),
      row('ferritin', 18, 'ng/mL', null),
      row('vitamin_b12', 221, 'pg/mL', null),
      row('folate', 5.1, 'ng/mL', null),
    ],
  },
  {
    // Austria, a lab portal's comma-separated export with every field quoted (decimal commas
    // inside the quotes), arrows in a "Kennzeichen" column, TSH in µIU/ml, TPO antibodies that are
    // not an analyte, the report date last.
    id: 'h16-de-7',
    language: 'de',
    kind: 'csv',
    text: `"Parameter","Wert","Einheit","Referenzbereich","Kennzeichen","Befunddatum"
"TSH","3,92","µIU/ml","0,27 - 4,20","","21.10.2025"
"Freies T4","11,4","pmol/l","12,0 - 22,0","↓","21.10.2025"
"Freies T3","3,6","pmol/l","3,1 - 6,8","","21.10.2025"
"Anti-TPO-Antikörper","412","IU/ml","< 34","↑","21.10.2025"
"Eisen","9,3","µmol/l","5,8 - 34,5","","21.10.2025"
"Ferritin","412","ng/ml","15 - 150","↑","21.10.2025"
"Transferrinsättigung","17","%","16 - 45","","21.10.2025"
"CRP","14,2","mg/l","< 5,0","↑","21.10.2025"
"25-OH-Vitamin D","21","ng/ml","30 - 100","↓","21.10.2025"
"Vitamin B12","640","pmol/l","145 - 569","↑","21.10.2025"
"Folsäure","18,2","nmol/l","> 10,4","","21.10.2025"
"Hämoglobin","13,1","g/dl","12,0 - 16,0","","21.10.2025"
"Kreatinin","0,71","mg/dl","0,51 - 0,95","","21.10.2025"
"GFR (CKD-EPI)","99","ml/min/1,73m²","> 60","","21.10.2025"`,
    expected: [
      row('tsh', 3.92, 'mU/L', null),
      row('free_t4', 11.4, 'pmol/L', 'low'),
      row('free_t3', 3.6, 'pmol/L', null),
      row('iron', 9.3, 'µmol/L', null),
      row('ferritin', 412, 'ng/mL', 'high'),
      row('transferrin_saturation', 17, '%', null),
      row('crp', 14.2, 'mg/L', 'high'),
      row('vitamin_d', 21, 'ng/mL', 'low'),
      row('vitamin_b12', 640, 'pmol/L', 'high'),
      row('folate', 18.2, 'nmol/L', null),
      row('haemoglobin', 13.1, 'g/dL', null),
      row('creatinine', 0.71, 'mg/dL', null),
      row('egfr', 99, 'mL/min/1.73m²', null),
    ],
  },
  {
    // Switzerland, a group practice portal's semicolon export in SI units: order number and draw
    // time first, no flag column, some rows with the range left empty (their flags from the
    // default table), a haemolysis remark, LDH and phosphate that are not analytes.
    id: 'h16-de-8',
    language: 'de',
    kind: 'csv',
    text: `Auftrag;Entnahme;Test;Resultat;Einheit;Referenz;Bemerkung
000000;02.10.2025 08:15;Natrium;141;mmol/l;135-145;
000000;02.10.2025 08:15;Kalium;5,6;mmol/l;3,5-5,0;Probe leicht hämolytisch
000000;02.10.2025 08:15;Chlorid;103;mmol/l;98-107;
000000;02.10.2025 08:15;Kreatinin;112;µmol/l;;
000000;02.10.2025 08:15;Harnstoff;6,9;mmol/l;;
000000;02.10.2025 08:15;Glukose;6,4;mmol/l;;nicht nüchtern
000000;02.10.2025 08:15;Albumin;41;g/l;35-52;
000000;02.10.2025 08:15;Protein total;72;g/l;66-83;
000000;02.10.2025 08:15;Bilirubin total;9;µmol/l;<21;
000000;02.10.2025 08:15;ASAT;31;U/l;<35;
000000;02.10.2025 08:15;ALAT;44;U/l;<45;
000000;02.10.2025 08:15;Alkalische Phosphatase;102;U/l;40-129;
000000;02.10.2025 08:15;GGT;88;U/l;;
000000;02.10.2025 08:15;LDH;246;U/l;<250;Hämolyse, Wert eingeschränkt beurteilbar
000000;02.10.2025 08:15;Phosphat;1,12;mmol/l;0,81-1,45;
000000;02.10.2025 08:15;Harnsäure;455;µmol/l;202-416;`,
    expected: [
      row('sodium', 141, 'mmol/L', null),
      row('potassium', 5.6, 'mmol/L', 'high'),
      row('chloride', 103, 'mmol/L', null),
      row('creatinine', 112, 'µmol/L', 'high'),
      row('urea', 6.9, 'mmol/L', null),
      row('glucose', 6.4, 'mmol/L', 'high'),
      row('albumin', 41, 'g/L', null),
      row('total_protein', 72, 'g/L', null),
      row('bilirubin', 9, 'µmol/L', null),
      row('ast', 31, 'U/L', null),
      row('alt', 44, 'U/L', null),
      row('alp', 102, 'U/L', null),
      row('ggt', 88, 'U/L', 'high'),
      row('uric_acid', 455, 'µmol/L', 'high'),
    ],
  },
  {
    // Austria, a thyroid practice's report with history: the current value, its unit, then two
    // earlier values and the range last; "+"/"-" right after an out-of-range current value, "--"
    // for a missing earlier value, counts in G/l, TSH-receptor and TPO antibodies (not analytes).
    id: 'h16-de-9',
    language: 'de',
    kind: 'text',
    text: `Schilddrüsenpraxis Dr. Example · Nuklearmedizin
Beispielstraße · 8010 Graz
Laborbefund mit Verlauf
Name: Test Person          geb. 01.01.1977          weiblich
Blutabnahme: 18.11.2025 07:50          Therapie: Thiamazol 10 mg seit 07/2025
Parameter                 aktuell       Einheit     22.07.2025   10.03.2025   Referenzbereich
Schilddrüse
TSH                       0,08-         µIU/ml      0,21         1,35         0,40 - 4,00
fT4                       24,6+         pmol/l      19,8         15,2         10,0 - 23,0
fT3                       7,4+          pmol/l      6,1          4,9          3,5 - 6,5
TRAK (TSH-Rezeptor-AK)    6,2+          IU/l        4,8          --           < 1,75
Anti-TPO                  18            IU/ml       --           --           < 60
Blutbild
Leukozyten                4,2           G/l         5,1          6,0          4,0 - 10,0
Neutrophile               1,9-          G/l         2,8          3,4          2,0 - 7,5
Hämoglobin                13,4          g/dl        13,0         13,6         12,0 - 16,0
Thrombozyten              238           G/l         241          229          150 - 400
Chemie
GOT                       24            U/l         22           19           < 35
GPT                       52+           U/l         38           21           < 35
Gamma-GT                  33            U/l         30           18           < 40
Calcium                   2,52          mmol/l      2,46         2,38         2,20 - 2,65
Cholesterin               151           mg/dl       178          196          < 200
25-OH-Vitamin D           27-           ng/ml       --           31           30 - 100
+ über, - unter dem Referenzbereich
Beurteilung: M. Basedow, unter Thiamazol noch hyperthyreot; leichte Neutropenie und
GPT-Anstieg unter Thyreostatika – Kontrolle in 2 Wochen, Dosisanpassung besprochen.
Seite 1/1`,
    expected: [
      row('tsh', 0.08, 'mU/L', 'low'),
      row('free_t4', 24.6, 'pmol/L', 'high'),
      row('free_t3', 7.4, 'pmol/L', 'high'),
      row('white_cells', 4.2, '10^9/L', null),
      row('neutrophils', 1.9, '10^9/L', 'low'),
      row('haemoglobin', 13.4, 'g/dL', null),
      row('platelets', 238, '10^9/L', null),
      row('ast', 24, 'U/L', null),
      row('alt', 52, 'U/L', 'high'),
      row('ggt', 33, 'U/L', null),
      row('calcium', 2.52, 'mmol/L', null),
      row('cholesterol', 151, 'mg/dL', null),
      row('vitamin_d', 27, 'ng/mL', 'low'),
    ],
  },
  {
    // South Tyrol, a bilingual (German/Italian) hospital report: names "Hämoglobin / Emoglobina",
    // Italian units UI/L and µUI/mL, counts in 10^3/µL and 10^6/µL, a flag column (H/L) after the
    // range, a page break "Seite/Pagina 1/2", ESR, lipase and PSA that are not analytes.
    id: 'h16-de-10',
    language: 'de',
    kind: 'text',
    text: `Krankenhaus Beispielort – Ospedale di Esempio
Labor für klinische Biochemie / Laboratorio di biochimica clinica
Patient/Paziente: Test Person          Geb./Nato il: 01.01.1955          M
Anfordernder Arzt / Medico richiedente: Dr Example
Entnahme / Prelievo: 25.11.2025 07:40          Befund Nr. / Referto n.: 000000
Seite/Pagina 1/2
Untersuchung / Esame                 Ergebnis/Risultato   Einheit/Unità    Referenzwerte/Valori di riferimento
HÄMATOLOGIE / EMATOLOGIA
Leukozyten / Leucociti               8,40                 10^3/µL          4,00 - 10,00
Erythrozyten / Eritrociti            5,92                 10^6/µL          4,50 - 5,90          H
Hämoglobin / Emoglobina              17,9                 g/dL             13,5 - 17,5          H
Hämatokrit / Ematocrito              53,1                 %                40,0 - 52,0          H
Thrombozyten / Piastrine             196                  10^3/µL          150 - 400
BSG / VES                            4                    mm/h             < 20
KLINISCHE CHEMIE / CHIMICA CLINICA
Glukose / Glucosio                   131                  mg/dL            70 - 100             H
HbA1c (IFCC)                         53                   mmol/mol         20 - 42              H
Kreatinin / Creatinina               1,09                 mg/dL            0,70 - 1,20
eGFR (CKD-EPI)                       72                   mL/min/1,73m²    > 60
Fortsetzung / segue                                                        Seite/Pagina 1/2
Krankenhaus Beispielort – Ospedale di Esempio                              Seite/Pagina 2/2
Patient/Paziente: Test Person
Untersuchung / Esame                 Ergebnis/Risultato   Einheit/Unità    Referenzwerte/Valori di riferimento
Cholesterin / Colesterolo totale     236                  mg/dL            < 200                H
HDL-Cholesterin / Colesterolo HDL    39                   mg/dL            > 40                 L
LDL-Cholesterin / Colesterolo LDL    160                  mg/dL            < 115                H
Triglyceride / Trigliceridi          186                  mg/dL            < 150                H
ALT / GPT                            36                   UI/L             < 41
Lipase                               34                   UI/L             13 - 60
TSH                                  2,41                 µUI/mL           0,27 - 4,20
PSA gesamt / PSA totale              1,2                  ng/mL            < 4,0
CRP                                  0,3                  mg/dL            < 0,5
H = erhöht / alto   L = erniedrigt / basso
Polyglobulie: Kontrolle empfohlen / Poliglobulia: si consiglia controllo.
Vidiert / Vidimato: Dr Example                                             Seite/Pagina 2/2`,
    expected: [
      row('white_cells', 8.4, '10^9/L', null),
      row('red_cells', 5.92, '10^12/L', 'high'),
      row('haemoglobin', 17.9, 'g/dL', 'high'),
      row('haematocrit', 53.1, '%', 'high'),
      row('platelets', 196, '10^9/L', null),
      row('glucose', 131, 'mg/dL', 'high'),
      row('hba1c', 53, 'mmol/mol', 'high'),
      row('creatinine', 1.09, 'mg/dL', null),
      row('egfr', 72, 'mL/min/1.73m²', null),
      row('cholesterol', 236, 'mg/dL', 'high'),
      row('hdl', 39, 'mg/dL', 'low'),
      row('ldl', 160, 'mg/dL', 'high'),
      row('triglycerides', 186, 'mg/dL', 'high'),
      row('alt', 36, 'U/L', null),
      row('tsh', 2.41, 'mU/L', null),
      row('crp', 0.3, 'mg/dL', null),
    ],
  },
]

export default moreCases
