/** English messages for the red-flag detector, development half: probe messages written during the fourteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // self_harm
  {text: "honestly im just a millstone round my family's neck. i'm sat on the railing at the multi storey, wanted somebody to know", emergency: true, category: 'self_harm'},
  {text: "I feel like a dead weight around everyone's necks and I've started giving my stuff away", emergency: true, category: 'self_harm'},
  {text: "i'm nothing but a drain on my parents, everyone would cope better once i'm gone", emergency: true, category: 'self_harm'},
  {text: "standing on the motorway bridge near my house. i just need someone to know", emergency: true, category: 'self_harm'},
  {text: "been a weight round my husband's neck for years with this illness, tonight i'm going to end it", emergency: true, category: 'self_harm'},
  {text: "im at the edge of the cliff path by the lighthouse, just wanted one person to know", emergency: true, category: 'self_harm'},
  {text: "I'm such a drag on everyone. sitting on the bridge over the river now", emergency: true, category: 'self_harm'},
  {text: "feel like dead weight to my kids. i have the pills lined up", emergency: true, category: 'self_harm'},
  {text: "my brother texted that he's just a weight round everyone's neck and he's up on the roof of his block", emergency: true, category: 'self_harm'},
  {text: "being a millstone around my wife's neck, she'd be free if i wasn't here", emergency: true, category: 'self_harm'},
  {text: "my sister keeps saying she's a drain on everyone and she's sat on the ledge of her balcony", emergency: true, category: 'self_harm'},

  {text: "my dad says he's just a weight round our necks since his fall, he's been so low, I'm worried he might do something", emergency: true, category: 'self_harm'},

  // chest_pain
  {text: "I've got angina, used the spray twice now and it's still crushing and going into my jaw", emergency: true, category: 'chest_pain'},
  {text: "Dad has stents, he's done his spray 3 times and the pain hasn't gone away at all, he's grey", emergency: true, category: 'chest_pain'},
  {text: "my angina's playing up, took my spray again and the pain still isn't going, sweating loads", emergency: true, category: 'chest_pain'},
  {text: "heart patient here, sprayed under my tongue twice and the chest pain is still there and getting worse", emergency: true, category: 'chest_pain'},
  {text: "my nan has angina, the spray isn't helping this time and she's clammy and sick", emergency: true, category: 'chest_pain'},
  {text: "used my gtn a second time and the tightness in my chest is not easing, worse than my normal angina", emergency: true, category: 'chest_pain'},
  {text: "angina patient, 3 sprays and no relief, the pain is going down my arm", emergency: true, category: 'chest_pain'},
  {text: "used the spray a third time, still got the heavy chest and feel faint, I had a stent in March", emergency: true, category: 'chest_pain'},

  // burns
  {text: "oven cleaner got all over my forearms and the skin's gone white and leathery", emergency: true, category: 'burns'},
  {text: "spilled drain unblocker on my shins, skin is peeling off in sheets", emergency: true, category: 'burns'},
  {text: "my son got caustic soda on his elbow, it's gone grey and he's screaming", emergency: true, category: 'burns'},
  {text: "brick acid splashed onto my calf while cleaning the patio, skin turned white and doesn't hurt much", emergency: true, category: 'burns'},
  {text: "bleach and toilet cleaner splashed on my lips and mouth, they're burning and peeling", emergency: true, category: 'burns'},
  {text: "got wet cement on my knees kneeling all day, now the skin is raw and blistered", emergency: true, category: 'burns'},
  {text: "hair relaxer left on too long, it went all over my scalp and forehead, weeping with white patches", emergency: true, category: 'burns'},
  {text: "battery acid leaked onto my daughter's tummy, it's red raw and blistering", emergency: true, category: 'burns'},
  {text: "paint stripper soaked through my jeans onto my thigh an hour ago, skin has gone white and I can't feel it", emergency: true, category: 'burns'},

  // other_emergency
  {text: "my left foot went cold and numb an hour ago and it's still white even though I warmed it up", emergency: true, category: 'other_emergency'},
  {text: "dads hand is ice cold and numb and pale since this morning, won't warm up", emergency: true, category: 'other_emergency'},

  // routine: dosing questions, general questions, mild cases, reassurance, denial, remote past
  {text: "how much ibuprofen can I take in 24 hours so that I don't overdose by accident?", emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: "what's the safe dose of paracetamol for a 10 stone woman, to avoid accidentally overdosing", emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: "can I take cold and flu tablets with paracetamol without overdosing?", emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: "how many co-codamol can my dad have a day so he doesn't take too much?", emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: "what's the limit on piriton in a day, making sure i don't overdose", emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: "how do you do a stroke check on someone?", emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: "how do paramedics do the FAST test", emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: "how to do the FAST test properly", emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: "how would you perform a glass test for meningitis rash?", emergency: false, trap: 'general_question', resembles: 'meningitis'},
  {text: "how do you give an epipen?", emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
  {text: "went sledging and my toes were cold and numb for a while, they warmed up in the bath and feel fine", emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: "my fingers went numb and cold holding the ice pack but the feeling came back after a few minutes", emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: "kids' hands were freezing and numb after the snowball fight, warmed up fine by the fire", emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: "my hands go cold and numb when I cycle in winter but they're back to normal once I'm inside", emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: "fingers went white and numb in the cold wind, then pink again after ten minutes indoors. raynauds?", emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: "got a drop of bleach on my forearm, rinsed it and there's no mark at all", emergency: false, trap: 'mild', resembles: 'burns'},
  {text: "used my nasal spray three times today and my nose is still blocked", emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: "used my angina spray once on the stairs last week, pain went in two minutes, should I tell my gp?", emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: "I've had angina for years, my spray always works within a minute, is it ok to use before exercise?", emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: "had a bit of drain cleaner on my hand, washed it off straight away, no redness, no pain", emergency: false, trap: 'reassurance', resembles: 'burns'},
  {text: "i used to feel like a burden but therapy helped and i'm in a good place now, no thoughts of harming myself", emergency: false, trap: 'reassurance', resembles: 'self_harm'},
  {text: "what does it mean when someone says they feel like a weight around everyone's neck?", emergency: false, trap: 'general_question', resembles: 'self_harm'},
  {text: "how do you treat a chemical burn from oven cleaner?", emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: "what should you do if GTN spray doesn't work?", emergency: false, trap: 'general_question', resembles: 'chest_pain'},
  {text: "angina flared walking uphill, used my spray once and it settled straight away, no pain now", emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: "years ago I felt like a millstone round my family's neck, fully recovered now, doing great", emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: "max dose of nurofen so I won't overdose?", emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: "what's the most gaviscon I can have so I don't overdo it", emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: "my toes were numb and cold after the football match but the feeling came back in the shower", emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: "got splashed with a little bleach on my wrist, rinsed it off, no burn at all", emergency: false, trap: 'mild', resembles: 'burns'},
  {text: "how do you carry out the FAST check on someone with dementia?", emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: "how would a paramedic give the adrenaline pen?", emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
  {text: "how many sprays of GTN can I use in an hour before I should worry? asking for my dad, he's fine right now", emergency: false, trap: 'dosing', resembles: 'chest_pain'},
  {text: "I've had 3 sprays of GTN this week for angina on exertion and each time it settled", emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: "2 puffs of my inhaler and my chest still feels a bit tight for a minute after the gym, then fine", emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: "how do you do the glass test on a rash?", emergency: false, trap: 'general_question', resembles: 'meningitis'},
  {text: "hair dye dripped onto my forehead, washed it off, no redness at all", emergency: false, trap: 'mild', resembles: 'burns'},
]

export default messages
