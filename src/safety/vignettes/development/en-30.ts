/** English messages for the red-flag detector, development half: probe messages written during the sixteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // Indirect suicide with the means gone missing.
  {text: "my brother keeps saying the family would be better without him and now his shotgun is missing from the gun safe", emergency: true, category: 'self_harm'},
  {text: "Mum said last night we'd all be fine without her. This morning dad's pistol is gone from the drawer", emergency: true, category: 'self_harm'},
  {text: 'husband told me the kids would be happier without him, hes not answering and the rifle is gone out of the locker', emergency: true, category: 'self_harm'},
  {text: "she's swallowed a whole packet of her tablets and texted me sorry, now she won't open the door", emergency: true, category: 'self_harm'},
  {text: 'my son took a handful of his meds and left a note on the table, he is not answering his phone', emergency: true, category: 'self_harm'},
  {text: "my dad's old rifle is missing from the cabinet, we think it was stolen in the break-in, do we tell the police or the insurer first?", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: "our team would be fine without him for a week, he's off on holiday, how do I cover his shifts", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // Several days' doses taken together.
  {text: 'grandad muddled his dosette box and took two days of his blood pressure tablets at once, now hes very drowsy', emergency: true, category: 'overdose_poisoning'},
  {text: "I accidentally swallowed three days' worth of my lithium in one go this morning, feeling shaky", emergency: true, category: 'overdose_poisoning'},
  {text: 'she took a few days of her digoxin all at once because she thought she had missed them', emergency: true, category: 'overdose_poisoning'},
  {text: 'my GP said to take five days of antibiotics and I finished them yesterday, when can I drink again?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'how many days of warfarin can I miss before my INR drops?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  // Bleeding after a tooth out, measured in mugs and bowls.
  {text: 'wisdom tooth out this afternoon and the socket is still gushing, filled half a cup with blood and clots, feel faint', emergency: true, category: 'severe_bleeding'},
  {text: 'had a molar pulled, now spitting out bowls of blood, the gauze is soaked every few minutes and im dizzy', emergency: true, category: 'severe_bleeding'},
  {text: 'his gum is pouring after the extraction, filled the sink with clots, he is on warfarin and looks pale', emergency: true, category: 'severe_bleeding'},
  {text: 'tooth out yesterday, bit of pink in my spit this morning but it stopped with the gauze, can I eat soup?', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: 'how long should a tooth socket ooze after an extraction? mine stopped after an hour', emergency: false, trap: 'general_question', resembles: 'severe_bleeding'},
  // Fainted and still out.
  {text: 'my mum fainted in the kitchen and she has been on the floor 3 minutes and she is still out', emergency: true, category: 'unconscious'},
  {text: 'friend passed out at the bar ten minutes ago and hasnt come round yet', emergency: true, category: 'unconscious'},
  {text: 'dad collapsed in the garden, I keep calling his name and hes still out cold', emergency: true, category: 'unconscious'},
  {text: 'fainted at the gym yesterday, came round straight away, I am fine now but should I see the GP?', emergency: false, trap: 'mild', resembles: 'unconscious'},
  {text: 'my daughter fainted at assembly, was back on her feet in a minute and is now still out with her friends at the park. is she ok to go to football later?', emergency: false, trap: 'reassurance', resembles: 'unconscious'},
  // Something stuck with noisy breathing.
  {text: 'a chicken bone is stuck in my daughters throat and her breathing is getting squeaky', emergency: true, category: 'breathing'},
  {text: 'toddler swallowed a coin and his breathing sounds raspy now, he keeps drooling', emergency: true, category: 'breathing'},
  {text: 'his breathing is noisy with this cold, snuffly at night, eating and playing fine, normal?', emergency: false, trap: 'mild', resembles: 'breathing'},
  // General questions asked casually.
  {text: 'how do people catch sepsis? my aunt mentioned it', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: 'how do you get meningitis, is it from sharing drinks?', emergency: false, trap: 'general_question', resembles: 'meningitis'},
  {text: 'what actually is a stroke, my grandson asked me and I could not explain it', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'what exactly is anaphylaxis, the school sent a leaflet home', emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
  {text: 'whats really is a seizure, we did a first aid course at work', emergency: false, trap: 'general_question', resembles: 'seizure'},
  {text: 'difference between a stroke and a TIA? asking for my care certificate', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'the difference between meningitis and sepsis? we had a talk at nursery today', emergency: false, trap: 'general_question', resembles: 'meningitis'},
  {text: 'what makes a heart attack happen in young people? saw a footballer on the news', emergency: false, trap: 'general_question', resembles: 'chest_pain'},
  {text: 'what causes a seizure in someone who has never had one?', emergency: false, trap: 'general_question', resembles: 'seizure'},
  {text: 'how do you use an inhaler spacer, my granddaughter is coming to stay and has asthma', emergency: false, trap: 'general_question', resembles: 'breathing'},
  {text: 'how do you give an epipen? my nephew is visiting next week and has a peanut allergy', emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
  // Charities and awareness events.
  {text: 'running a half marathon for a meningitis charity in memory of my cousin, any training tips?', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: 'our office is doing a sponsored walk for stroke awareness week, what should I wear?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'fundraiser bake sale for a sepsis trust on saturday, can I sell homemade jam?', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  // CO alarms that never went off.
  {text: 'our carbon monoxide alarm has never beeped and everyone else is fine, I just get headaches at work. eyesight?', emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},
  {text: 'CO detector never went off, nobody else at home is ill, my headache is only in the office. dehydration?', emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},
  // Emergencies that must still flag inside a question or with a visit mentioned.
  {text: 'how do you use an epipen?? my nephew is here now and his lips are swelling after a peanut', emergency: true, category: 'anaphylaxis'},
  {text: 'difference between angina and a heart attack? i have crushing chest pain right now going down my arm', emergency: true, category: 'chest_pain'},
  {text: 'what makes a headache like this, it hit me in a second, worst ever, right now', emergency: true, category: 'sudden_headache'},
  {text: 'doing a charity walk and my friend has just collapsed and isnt breathing', emergency: true, category: 'unconscious'},
  {text: 'our co alarm is going off and all of us have headaches and feel sick', emergency: true, category: 'carbon_monoxide'},
]

export default messages
