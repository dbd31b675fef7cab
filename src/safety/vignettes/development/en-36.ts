/** English messages for the red-flag detector, development half: probe messages written during the nineteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // A last goodbye said to someone, or a rope taken out after one.
  {text: "my son hugged me and said this is the last time you'll see me, then he left with the car keys", emergency: true, category: 'self_harm'},
  {text: 'she texted her sister: you will never see me again. now her phone is off', emergency: true, category: 'self_harm'},
  {text: 'my flatmate wrote on his story "last time anyone will see me" and hes not answering', emergency: true, category: 'self_harm'},
  {text: 'bf said u wont see me again after tonight and took a rope from the garage', emergency: true, category: 'self_harm'},
  {text: "this is the last time you will ever hear from me, I'm sorry for everything", emergency: true, category: 'self_harm'},
  {text: 'he walked out with a rope in his backpack after saying goodbye to the dog', emergency: true, category: 'self_harm'},
  {text: 'my partner gave away his tools and left with a rope in the car, said sorry for everything', emergency: true, category: 'self_harm'},
  {text: "this is the last time you'll see me before the wedding, I'm off to the hairdresser", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'last time you saw me I had braces, now look', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: "haha you'll never see me at that gym again, the sauna was freezing", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'my dad took a rope in the car boot for the camping trip, should we take a tent too?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'the last time you talk to her, tell her I said hi', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: "i'm moving to australia, you won't see me again for years lol", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'this is the last time you see me in this dress', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // Paracetamol taken more often than allowed, or more than a day's limit.
  {text: "I've been taking 2 paracetamol every hour since this morning for my tooth, that's about 20, now my stomach hurts", emergency: true, category: 'overdose_poisoning'},
  {text: "my mum has been taking co-codamol every 2 hours for her back all day, now she's being sick", emergency: true, category: 'overdose_poisoning'},
  {text: 'took paracetamol every couple of hours yesterday and today for a migraine, must be 22 tablets, I feel a bit sick', emergency: true, category: 'overdose_poisoning'},
  {text: "so far today I've had about 16 paracetamol for this toothache, is that bad?", emergency: true, category: 'overdose_poisoning'},
  {text: "gave him calpol every hour through the night because the fever wouldn't drop", emergency: true, category: 'overdose_poisoning'},
  {text: "I've taken 18 paracetamol since this morning because of my back, feel rough", emergency: true, category: 'overdose_poisoning'},
  {text: 'can I take 2 paracetamol every 4 hours for my tooth?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'the box of paracetamol has 16 tablets, how many can I have in a day?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: 'taking paracetamol every 6 hours for a sprained ankle, is that ok with ibuprofen?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  // Heroin or fentanyl in use, then slow breathing, blue lips or no waking.
  {text: 'my brother uses heroin and hes breathing really slowly, pinpoint pupils, lips going blue', emergency: true, category: 'overdose_poisoning'},
  {text: "flatmate injects fentanyl and now he's snoring weirdly and I can't wake him", emergency: true, category: 'overdose_poisoning'},
  {text: "my son is a heroin addict and he's on the bathroom floor, lips blue, barely breathing", emergency: true, category: 'overdose_poisoning'},
  {text: 'my cousin uses heroin, how do I get him into rehab?', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'my brother used to be hooked on heroin, clean six years now, how do I support him at christmas?', emergency: false, trap: 'remote_past', resembles: 'overdose_poisoning'},
  // Washing pods bitten.
  {text: 'toddler bit into a washing pod and is coughing and drooling a lot', emergency: true, category: 'overdose_poisoning'},
  {text: "my 2 year old chewed one of the persil capsules, she's being sick now", emergency: true, category: 'overdose_poisoning'},
  {text: 'which washing machine pods are best for sensitive skin?', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'the dishwasher tabs are in a locked cupboard, do I need a child lock on the washing machine too?', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  // A bulging soft spot with a fever.
  {text: 'baby has a temperature of 38.5 and the soft spot on her head looks swollen and tense', emergency: true, category: 'meningitis'},
  {text: 'my 4 month old is feverish and her fontanelle on the top of her head seems to be bulging', emergency: true, category: 'meningitis'},
  {text: "the baby's soft spot on top of her head is sunken a little, she's feeding fine", emergency: false, trap: 'mild', resembles: 'meningitis'},
  {text: "my baby's soft spot bulges a little when she cries, is that normal?", emergency: false, trap: 'mild', resembles: 'meningitis'},
  // Smoke breathed in, then a wheeze, a hoarse voice or soot.
  {text: "kitchen fire last night, my dad breathed in loads of smoke and now his voice is hoarse and he's wheezy", emergency: true, category: 'breathing'},
  {text: 'after the house fire my son is coughing up black stuff and his breathing sounds wheezy', emergency: true, category: 'breathing'},
  {text: "we got out of the flat fire and she's got soot round her nose and mouth and is short of breath", emergency: true, category: 'breathing'},
  {text: 'bonfire smoke in the garden made my eyes sting, all fine now', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'is it normal to wheeze a bit in the cold? I had a cold last week', emergency: false, trap: 'mild', resembles: 'breathing'},
  // Suicidal thoughts denied in other words; unless something of now is said.
  {text: "I wouldn't call myself suicidal, just exhausted from work, what vitamins help with fatigue?", emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: "I don't think I'm suicidal at all, I just feel low in winter, would a SAD lamp help?", emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: "I wouldn't say I'm suicidal but some days I wish I wouldn't wake up", emergency: true, category: 'self_harm'},
  {text: 'I wouldnt say im suicidal but I have been thinking about taking all my pills tonight', emergency: true, category: 'self_harm'},
  // The meningitis vaccine, not the illness; unless a danger sign follows it.
  {text: "my son had his MenB vaccine this morning, he's got a fever of 38, is that normal?", emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: 'does the meningitis C jab hurt? my daughter is scared of needles', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: "she had the meningitis B injection yesterday and now has a purple rash that doesn't fade under a glass", emergency: true, category: 'meningitis'},
  {text: 'had his menB jab at 8 weeks and now he is floppy and hard to wake with a fever', emergency: true, category: 'sick_child'},
]

export default messages
