/** German messages for the red-flag detector, development half, twenty-second part: probe messages written during the twelfth tuning round. Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // chest_pain
  {text: 'mei mann hot so a engegfühl in da brust und der linke oarm is ganz schwer', emergency: true, category: 'chest_pain'},
  // sudden_headache
  {text: 'mei schädl explodiert seit 10 minuten, so schlimm wars noch nie, alles verschwommen', emergency: true, category: 'sudden_headache'},
  // head_injury
  {text: 'Mein Mann ist die Kellertreppe runtergefallen, ist kurz weg gewesen und redet komisch', emergency: true, category: 'head_injury'},
  // severe_bleeding
  {text: 'er blutet wie ein schwein aus der hand, glasscheibe, pulsiert', emergency: true, category: 'severe_bleeding'},
  // unconscious
  {text: 'er isch zämegsackt und git kei antwort meh', emergency: true, category: 'unconscious'},
  // seizure
  {text: 'Anfall dauert schon über 5 min, was tun', emergency: true, category: 'seizure'},
  // overdose_poisoning
  {text: 'nach dem Pilzgericht vom Sammeln ist mir seit Stunden kotzübel und ich hab Durchfall', emergency: true, category: 'overdose_poisoning'},
  {text: 'hat zu viel von seinen Schmerzpflastern drauf, winzige Pupillen und schnarcht komisch, nicht wach zu kriegen', emergency: true, category: 'overdose_poisoning'},
  {text: 'Meine Schwester hat Oxycodon genommen und atmet nur noch alle paar Sekunden', emergency: true, category: 'overdose_poisoning'},
  {text: 'mein kumpel hat 3 teile eingeschmissen und hat jetzt 41 grad und krampft', emergency: true, category: 'overdose_poisoning'},
  {text: 'Er hat Pilze aus dem Garten gegessen und sieht jetzt Sachen die nicht da sind', emergency: true, category: 'overdose_poisoning'},
  {text: 'Oma hat statt ihrer Tablette die vom Opa genommen, Digitoxin, jetzt übel und sieht gelb', emergency: true, category: 'overdose_poisoning'},
  {text: 'Sohn hat Kiffkekse von seinem Bruder gegessen, ist 4, total schläfrig', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mein Vater hat Lithium und nimmt seit Tagen zu viel, zittert stark und ist verwirrt', emergency: true, category: 'overdose_poisoning'},
  // carbon_monoxide
  {text: 'Kohlenmonoxid-Alarm geht los und mein Kind ist nicht richtig wach', emergency: true, category: 'carbon_monoxide'},
  {text: 'seit wir den neuen heizofen haben hab ich morgens immer kopfweh und schwindel, heute ganz schlimm', emergency: true, category: 'carbon_monoxide'},
  // burns
  {text: 'Beim Grillen Spiritus, Flamme, jetzt Blasen an beiden Händen und Unterarmen', emergency: true, category: 'burns'},
  {text: 'Starkstromunfall, Brandmarke an der Hand', emergency: true, category: 'burns'},
  {text: 'Wasserdampf vom Schnellkochtopf ins Gesicht, Haut löst sich', emergency: true, category: 'burns'},
  {text: 'Verbrennung am Handgelenk rundum, wie ein Ring', emergency: true, category: 'burns'},
  {text: 'kind an der fritteuse gezogen, öl über kopf und schulter', emergency: true, category: 'burns'},
  // sepsis
  {text: 'Nach Kaiserschnitt Fieber, stinkender Ausfluss, Puls 120', emergency: true, category: 'pregnancy'},
  // pregnancy
  {text: 'Schwanger, Bauch plötzlich bretthart und Schmerzen ohne Pause', emergency: true, category: 'pregnancy'},
  // self_harm
  {text: 'mein bruder will zu seiner verstorbenen freundin, hat alles verschenkt und hat ne pistole im zimmer', emergency: true, category: 'self_harm'},
  {text: 'Mein Kollege hat mir sein Testament geschickt und gesagt, dass wir uns nicht mehr sehen werden', emergency: true, category: 'self_harm'},
  {text: 'Hab mich heute tief geschnitten, es hört nicht auf zu bluten', emergency: true, category: 'severe_bleeding'},
  {text: 'Mein Freund schreibt er springt von der Brücke', emergency: true, category: 'self_harm'},
  {text: 'hab mir vorgenommen morgen nicht mehr aufzuwachen, die schlaftabletten hab ich gesammelt', emergency: true, category: 'self_harm'},
  {text: 'Meine Mutter erzählt seit Tagen, dass sie bald bei Papa ist, und hat heute alle Ersparnisse an uns überwiesen', emergency: true, category: 'self_harm'},
  {text: 'ich weiss nicht wie lange ich das noch aushalte, hab ein Seil im Auto', emergency: true, category: 'self_harm'},
  {text: 'Ich hab mir überlegt wie ich es mache, es soll wie ein Unfall aussehen', emergency: true, category: 'self_harm'},
  // other_emergency
  {text: 'Nach dem Badeunfall hustet er Schaum und ist ganz blau um die Lippen', emergency: true, category: 'other_emergency'},
  {text: 'Kind hat Batterie verschluckt und sabbert', emergency: true, category: 'overdose_poisoning'},
  {text: 'Mein Sohn hat einen Stein im Hals, würgt und kann nicht schlucken', emergency: true, category: 'other_emergency'},
  {text: 'mein mann hat sich ins auge gestochen, auge läuft aus', emergency: true, category: 'other_emergency'},
  {text: 'Mein Sohn hat Bauchschmerzen rechts unten, Fieber, kann nicht mehr gehen vor Schmerzen', emergency: true, category: 'other_emergency'},
  {text: 'Mann plötzlich Rückenschmerzen zerreißend, blass, Bauchaorta bekannt', emergency: true, category: 'chest_pain'},
  {text: 'Bein nach Gipsabnahme dick und rot, plötzlich Atemnot', emergency: true, category: 'breathing'},
  {text: 'Ich seh plötzlich auf einem Auge nichts mehr, wie ein Vorhang', emergency: true, category: 'stroke'},
  {text: 'Opa hat seit gestern nicht gepinkelt und Bauch ist prall', emergency: true, category: 'other_emergency'},
  // routine: denial
  {text: 'Hab Husten und ein Ziehen zwischen den Rippen beim Husten, die Brust drückt aber nicht, ich bin fit', emergency: false, trap: 'denial'},
  {text: 'Mein Bauch tut weh, die Brust drückt nicht, kein Druck auf der Brust', emergency: false, trap: 'denial'},
  {text: 'Ziehen im Rücken, Brustschmerzen hab ich keine', emergency: false, trap: 'denial'},
  {text: 'Muskelkater vom Training, nix mit der Brust', emergency: false, trap: 'denial'},
  {text: 'nach der Zahnarztspritze hängt der Mundwinkel, keine Schwäche im Arm, spricht normal', emergency: false, trap: 'denial'},
  {text: 'Schiefer Mund nach der Betäubung beim Zahnarzt, sonst alles normal, kein Taubheitsgefühl im Arm', emergency: false, trap: 'denial'},
  {text: 'Gesicht hängt auf einer Seite seit der Zahn-OP vorhin, Arme und Beine kräftig, Sprache normal', emergency: false, trap: 'denial'},
  {text: 'Mundwinkel schief wegen der Narkose beim Zahnarzt, keine Lähmung, redet klar', emergency: false, trap: 'denial'},
  {text: 'CO-Melder hat gepiept, Batterie leer, keinem ist schlecht oder schwindelig', emergency: false, trap: 'denial'},
  {text: 'Der Kohlenmonoxidmelder piepst, aber niemand hat Kopfweh oder Schwindel, Batterie gewechselt', emergency: false, trap: 'denial'},
  {text: 'Gasgeruch? nein, der Melder hat nur kurz gepiept, keiner hat Kopfschmerzen', emergency: false, trap: 'denial'},
  {text: 'Rauchmelder piept ständig, uns geht es allen gut, keine Übelkeit, kein Kopfweh', emergency: false, trap: 'denial'},
  {text: 'Hab Ibuprofen genommen, aber nur eine, keine Überdosis, ist das ok mit Alkohol?', emergency: false, trap: 'denial'},
  {text: 'Kind hatte Spülmaschinentab in der Hand aber nicht im Mund, alles gut?', emergency: false, trap: 'denial'},
  {text: 'Mein Sohn hat eine Knopfzelle gehabt, hat sie aber nicht verschluckt, die lag unterm Tisch', emergency: false, trap: 'denial'},
  {text: 'Tabletten vergessen, nicht doppelt genommen, soll ich heute zwei nehmen?', emergency: false, trap: 'denial'},
  {text: 'Hab mich am Topf verbrannt, keine Blasen, nur rot', emergency: false, trap: 'denial'},
  {text: 'Heißer Tee über die Hand, sofort gekühlt, keine Blasen, Haut ganz', emergency: false, trap: 'denial'},
  {text: 'Ich will nicht sterben, ich bin nur sehr erschöpft', emergency: false, trap: 'denial'},
  {text: 'Keine Suizidgedanken, aber ich schlafe schlecht seit Wochen', emergency: false, trap: 'denial'},
  {text: 'Kind war im Pool, hat kurz Wasser geschluckt, hustet nicht, spielt normal', emergency: false, trap: 'denial'},
  {text: 'Kein Fieber, kein steifer Nacken, nur Kopfweh vom Stress', emergency: false, trap: 'denial'},
  {text: 'Brustschmerzen hab ich nicht, nur Sodbrennen', emergency: false, trap: 'denial'},
  {text: 'Opa hat keine Atemnot und kein Fieber, nur einen Husten', emergency: false, trap: 'denial'},
  {text: 'Baby trinkt gut, kein Fieber, nur Schnupfen', emergency: false, trap: 'denial'},
  {text: 'Beim Sturz Kopf nicht angeschlagen, war nicht bewusstlos, nur Handgelenk tut weh', emergency: false, trap: 'denial'},
  {text: 'Keine Blutung, kein Ausfluss, SSW 20, nur Rückenschmerzen', emergency: false, trap: 'denial'},
  {text: 'Sie ist nicht bewusstlos, nur sehr müde nach der Nachtschicht', emergency: false, trap: 'denial'},
  {text: 'kein krampf, er hat nur im schlaf gezuckt', emergency: false, trap: 'denial'},
  // routine: remote_past
  {text: 'Mein Opa hatte vor 5 Jahren einen Hitzschlag, heute ist er fit. Wie beuge ich vor?', emergency: false, trap: 'remote_past'},
  {text: 'Vor 5 Jahren hatte ich eine Alkoholvergiftung, seitdem trinke ich nicht mehr', emergency: false, trap: 'remote_past'},
  {text: 'Hatte vor 2 Jahren eine Verbrennung zweiten Grades, jetzt verheilt, darf ich in die Sonne?', emergency: false, trap: 'remote_past'},
  {text: 'Habe mich als Teenager geritzt, seit 10 Jahren nicht mehr, die Narben stören mich', emergency: false, trap: 'remote_past'},
  // routine: dosing
  {text: 'Wie viel Methadon darf man in der Substitution maximal nehmen?', emergency: false, trap: 'dosing'},
  {text: 'Darf ich Methotrexat und Ibuprofen zusammen nehmen?', emergency: false, trap: 'dosing'},
  {text: 'Wie viel Paracetamol ist zu viel pro Tag?', emergency: false, trap: 'dosing'},
  // routine: reassurance
  {text: 'Sonnenbrand auf den Schultern, tut weh, aber sonst gehts mir gut', emergency: false, trap: 'reassurance'},
  {text: 'Hab mich beim Kochen verbrüht, ist aber nur eine kleine Stelle und tut kaum weh', emergency: false, trap: 'reassurance'},
  {text: 'Hatte kurz dunkle Gedanken nach der Trennung, aber bin jetzt in Therapie und es geht besser', emergency: false, trap: 'reassurance'},
  // routine: general_question
  {text: 'Wie erkenne ich giftige Pilze beim Sammeln?', emergency: false, trap: 'general_question'},
  {text: 'Was ist sekundäres Ertrinken und wie häufig ist das?', emergency: false, trap: 'general_question'},
  {text: 'Meine Oma vermisst Opa sehr seit seinem Tod, wie kann ich ihr beim Trauern helfen?', emergency: false, trap: 'general_question'},
  {text: 'Wie gefährlich sind Fentanylpflaster für ältere Menschen?', emergency: false, trap: 'general_question'},
  {text: 'Was mache ich wenn mein Kind giftige Beeren isst?', emergency: false, trap: 'general_question'},
  {text: 'Wie lange kühlt man eine Verbrennung?', emergency: false, trap: 'general_question'},
  {text: 'Wie spreche ich meinen Sohn auf Selbstverletzung an?', emergency: false, trap: 'general_question'},
  {text: 'Was ist ein Hitzschlag und wie unterscheidet er sich vom Sonnenstich?', emergency: false, trap: 'general_question'},
  // routine: mild
  {text: 'Hab Pilze aus dem Supermarkt gegessen, ist mir etwas übel, ist das normal?', emergency: false, trap: 'mild'},
  {text: 'kleine Blase am Finger vom Bügeleisen, wie versorge ich die?', emergency: false, trap: 'mild'},
  {text: 'hab mich an der Herdplatte verbrannt, rote Stelle ohne Blasen, so groß wie ne Münze', emergency: false, trap: 'mild'},
  {text: 'Nach dem Schwimmen hustet mein Sohn ein bisschen, hat Wasser geschluckt, spielt aber ganz normal', emergency: false, trap: 'mild'},
  {text: 'Mir ist heiß nach dem Sport in der Sonne, bisschen Kopfweh, trinke jetzt Wasser', emergency: false, trap: 'mild'},
  {text: 'Stechen in der Brust wenn ich tief einatme, seit ich erkältet bin, sonst fit', emergency: false, trap: 'mild'},
  {text: 'Blasen an den Händen vom Rudern, wie pflegen?', emergency: false, trap: 'mild'},
  {text: 'Nach der Sauna kurz verwirrt vom Aufstehen, jetzt wieder gut', emergency: false, trap: 'mild'},
  {text: 'Verbrennung am Finger, kleine Blase, so groß wie eine Erbse', emergency: false, trap: 'mild'},
  {text: 'Hab heute viel Sonne abbekommen, etwas Kopfweh, trinke viel', emergency: false, trap: 'mild'},
  // routine: everyday
  {text: 'Mein Vater ist Jäger und hat sein Gewehr geputzt, darf man das in der Wohnung?', emergency: false, trap: 'everyday'},
  {text: 'Ich hab mein Testament gemacht und meine Kontodaten meiner Tochter gegeben, fürs Alter', emergency: false, trap: 'everyday'},
  {text: 'Mein Opa ist Jäger, wie lagere ich sein Gewehr sicher bei Kindern?', emergency: false, trap: 'everyday'},
  {text: 'Ich springe gern von der Brücke ins Wasser im Sommer, ist das schlecht für die Ohren?', emergency: false, trap: 'everyday'},
  {text: 'Bauch hart nach dem Essen, Blähungen, sonst gut', emergency: false, trap: 'everyday'},
]

export default messages
