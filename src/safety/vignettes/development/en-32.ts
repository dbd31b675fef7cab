/** English messages for the red-flag detector, development half: probe messages written during the seventeenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // A small food inhaled, then a noise, no cry or no cough.
  {text: 'my son swallowed a peanut and now hes wheezing and cant cough properly', emergency: true, category: 'breathing'},
  {text: 'baby inhaled a piece of popcorn, making a whistling noise every time she breathes', emergency: true, category: 'breathing'},
  {text: "a grape went down the wrong way and my 2 year old can't make a sound", emergency: true, category: 'breathing'},
  {text: 'my daughter choked on a boiled sweet and is making a weird noise when she breathes in', emergency: true, category: 'breathing'},
  {text: 'toddler swallowed a cherry tomato whole, drooling and gagging and wont cry', emergency: true, category: 'breathing'},
  {text: "he swallowed a grape whole but coughed and he's fine, eating his lunch now", emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: 'my toddler swallowed a grape whole, is that dangerous or will it just pass?', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: 'swallowed a sweet and my tummy is making weird noises lol', emergency: false, trap: 'everyday', resembles: 'breathing'},
  // Eyes opened briefly or to a shout, then straight back out.
  {text: 'my husband is on the bathroom floor, his eyes flicker open when i shake him then close again', emergency: true, category: 'unconscious'},
  {text: 'mum collapsed, she opens her eyes for a second and drifts straight back off, not talking', emergency: true, category: 'unconscious'},
  {text: 'he drank a lot and took some pills, only opens his eyes when we yell and then goes back under', emergency: true, category: 'unconscious'},
  {text: 'Found my flatmate in bed, she opened her eyes when I called her name but went straight back out and is really pale', emergency: true, category: 'unconscious'},
  {text: 'my teenage son opens his eyes at 7 when the alarm goes and goes back to sleep till noon, is that normal?', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  {text: 'grandad opens his eyes in the morning and dozes off again after breakfast, he is 92', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  // A household ill together with the heating on.
  {text: "we've all been getting headaches in the flat since the boiler was serviced and the cat is sleeping all day", emergency: true, category: 'carbon_monoxide'},
  {text: "the whole household has been dizzy and sick for two days, it's worse in the evenings when the heating is on", emergency: true, category: 'carbon_monoxide'},
  {text: 'me my wife and both kids have all had headaches since the new gas fire went in, the dog is off his food too', emergency: true, category: 'carbon_monoxide'},
  {text: 'everyone in our house has had a stomach bug since the party, the kids are all being sick', emergency: false, trap: 'everyday', resembles: 'carbon_monoxide'},
  // Old self-harm scars asked about.
  {text: 'i self harmed at uni, the scars are 8 years old and i want to get them lasered, who do i ask?', emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: 'used to cut as a teenager, old scars on my thighs, can i get a tattoo over them?', emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: 'used to self harm as a teen, the scars on my arms are 10 years old but i cut again last night', emergency: true, category: 'self_harm'},
  {text: 'i used to self harm at school, scars are ten years old, but lately the urges are back', emergency: true, category: 'self_harm'},
  {text: 'used to self harm as a teen and the old scars itch, but i made fresh cuts yesterday', emergency: true, category: 'self_harm'},
  // A chest wall sore where pressed, worse when twisting.
  {text: 'sore spot on my chest since lifting boxes, worse when i turn, hurts when i press on it, otherwise fine', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: 'my chest hurts a bit since moving furniture and its getting worse, now my left arm aches', emergency: true, category: 'chest_pain'},
  {text: "chest pain since moving furniture, worse when i twist, and now i'm sweating and breathless", emergency: true, category: 'chest_pain'},
  // A baby quiet for a while, then kicking hard.
  {text: '33 weeks, baby was a bit quiet after breakfast but has been wriggling like crazy all evening', emergency: false, trap: 'reassurance', resembles: 'pregnancy'},
  {text: "I'm 30 weeks and she was quieter this morning and hasn't kicked since, she used to kick like mad", emergency: true, category: 'pregnancy'},
  // Sepsis named as a warning with a vaccine question.
  {text: 'having chemo, the nurses always warn us about sepsis, is the shingles vaccine safe for me?', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: "the oncology nurse warned me about sepsis, I'm on chemo and now I'm shivering with a temp of 38.5", emergency: true, category: 'sepsis'},
  // A fever expected after a baby's jabs, asked about ahead of them.
  {text: 'my 8 week old has her jabs next week, how much calpol do I give for the fever after?', emergency: false, trap: 'dosing', resembles: 'sick_child'},
  {text: 'my 8 week old had her jabs yesterday and now has a fever of 38.4, should I give calpol?', emergency: true, category: 'sick_child'},
  {text: 'my 7 week old has a fever, should i give calpol?', emergency: true, category: 'sick_child'},
  // Methotrexate taken daily instead of weekly.
  {text: 'my mum has been taking her methotrexate every day instead of once a week and has mouth ulcers', emergency: true, category: 'overdose_poisoning'},
  {text: 'accidentally took my weekly methotrexate daily for 5 days, now vomiting', emergency: true, category: 'overdose_poisoning'},
  {text: 'i take methotrexate every week and folic acid every day, can i drink?', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  // Bleach mixed with another cleaner, the gas breathed in.
  {text: 'I mixed bleach and ammonia cleaning the bathroom and now my throat burns and I keep coughing', emergency: true, category: 'overdose_poisoning'},
  {text: 'poured bleach into the toilet after the limescale remover and the fumes made us all cough and our eyes stream', emergency: true, category: 'overdose_poisoning'},
  {text: 'can you mix bleach and vinegar to clean mould?', emergency: false, trap: 'general_question', resembles: 'overdose_poisoning'},
]

export default messages
