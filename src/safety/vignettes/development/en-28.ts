/** English messages for the red-flag detector, development half: probe messages written during the fifteenth tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // Self-harm: the means obtained after long thought, and a question of how long or how much.
  {text: "i've thought about it for ages and today i finally got everything i need. how long does it take", emergency: true, category: 'self_harm'},
  {text: 'finally got hold of enough of them after months of thinking about it. how many would it take', emergency: true, category: 'self_harm'},
  {text: 'already bought the rope last week. been thinking about it for a long time, nobody will even notice', emergency: true, category: 'self_harm'},
  {text: 'finally bought the stuff for the bathroom tiles today, how long does it take the grout to dry?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: 'been thinking about it for months and finally booked the hair transplant, how long does it take to heal?', emergency: false, trap: 'everyday', resembles: 'self_harm'},
  // Overdose: a child who ate a number of someone's tablets, found where they were kept.
  {text: 'my son ate about 5 of his grandad\'s blood pressure pills, found them in the kitchen drawer', emergency: true, category: 'overdose_poisoning'},
  {text: 'toddler got into nanas handbag and ate some of her heart tablets, found them in her purse, how many is dangerous', emergency: true, category: 'overdose_poisoning'},
  {text: 'thought my daughter ate one of my tablets but I found them all under the sofa, all accounted for', emergency: false, trap: 'reassurance', resembles: 'overdose_poisoning'},
  {text: 'thought the baby ate one of my pills but found it behind the bin, none missing now', emergency: false, trap: 'reassurance', resembles: 'overdose_poisoning'},
  // Overdose: too much insulin or medicine with signs.
  {text: 'my husband took way too much insulin by mistake, double his dose, now he is shaky and clammy', emergency: true, category: 'overdose_poisoning'},
  {text: 'gave my mum triple the dose of her morphine by accident and she is really drowsy and hard to wake', emergency: true, category: 'overdose_poisoning'},
  {text: 'what happens if you inject too much insulin? asking for my diabetes course', emergency: false, trap: 'general_question', resembles: 'overdose_poisoning'},
  // Overdose: a suspected drug with signs.
  {text: 'my mate is on the bathroom floor snoring funny and his lips are going blue, pretty sure it was fentanyl', emergency: true, category: 'overdose_poisoning'},
  {text: 'found my brother in his room, we reckon he took heroin, he wont wake up and his breathing is slow', emergency: true, category: 'overdose_poisoning'},
  {text: 'what are the signs of a heroin overdose? doing a first aid course for work', emergency: false, trap: 'general_question', resembles: 'overdose_poisoning'},
  // Anaphylaxis: came out in hives after a food, then pale, floppy or sleepy.
  {text: 'my son broke out in hives after eating a cashew and now he is very pale and floppy', emergency: true, category: 'anaphylaxis'},
  {text: 'came out in a rash after the prawns at dinner and now i feel faint and dizzy', emergency: true, category: 'anaphylaxis'},
  {text: 'came out in a little rash after the new washing powder, itchy but otherwise fine, which cream?', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  // A small child with blue lips.
  {text: 'toddlers lips have gone a bit blue and hes breathing really fast and grunting', emergency: true, category: 'sick_child'},
  {text: "kid's lips look blue and she's struggling to breathe", emergency: true, category: 'sick_child'},
  {text: "toddler's lips went a bit blue from the cold pool, warmed up in a towel and pink again now, playing happily", emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  // General questions: how a condition is caught, how it works, how accurate a calculator is.
  {text: 'how is sepsis caught? my colleague mentioned it at lunch', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: 'How does a stroke actually work in the brain?', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'how do heart attack risk calculators work, are they accurate?', emergency: false, trap: 'general_question', resembles: 'chest_pain'},
  {text: 'is the online stroke risk calculator reliable?', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: 'how is meningitis spread? there was a case at my nephews uni last year', emergency: false, trap: 'general_question', resembles: 'meningitis'},
  {text: 'How does meningitis spread? my son has a fever and a stiff neck and the light hurts his eyes', emergency: true, category: 'meningitis'},
  // Life after an event: rehab, exercises, diet.
  {text: 'what food helps recovery after a heart attack? my dad came home last month', emergency: false, trap: 'everyday', resembles: 'chest_pain'},
  {text: 'speech therapy apps after a stroke, any recommendations for my mum?', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'can he drive again after a seizure? it was his first one, 3 months ago', emergency: false, trap: 'everyday', resembles: 'seizure'},
  {text: 'my dad had a stroke after a fall an hour ago, his face is drooping', emergency: true, category: 'stroke'},
  // Awareness, posters and leaflets.
  {text: 'where can our nursery get sepsis awareness leaflets for parents?', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: 'putting up a sepsis poster in the staff room at work, is the UK Sepsis Trust one free?', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: 'we did sepsis awareness training last week and now my mum has a UTI and is confused and shivering, could it be sepsis?', emergency: true, category: 'sepsis'},
  // Twitches of one small muscle.
  {text: 'my eye keeps twitching for a week, is that a tiny seizure or just stress?', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: 'lip twitching on and off, is it like a small fit? otherwise fine', emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: "my calf muscle twitches at night, is that some kind of seizure? it doesn't hurt", emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: 'his eyelid is twitching and now his whole body is jerking and he wont respond, is it a seizure?', emergency: true, category: 'seizure'},
  // Snoring.
  {text: 'my wife snores and sounds like she is choking at night, should she see someone about sleep apnoea?', emergency: false, trap: 'everyday', resembles: 'breathing'},
  {text: 'dad snores like he\'s choking most nights, is a CPAP machine worth it?', emergency: false, trap: 'everyday', resembles: 'breathing'},
  {text: 'my dad is snoring really loud and his lips are blue, I cant wake him', emergency: true, category: 'unconscious'},
]

export default messages
