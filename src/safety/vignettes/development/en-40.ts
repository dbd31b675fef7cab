/** English messages for the red-flag detector, development half: probe messages written during the twenty-first tuning round (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // An opioid overdose told by its signs beside the use, not by the word "overdose".
  {text: "my mate used for the first time since getting out of rehab and he's gone blue and his breathing's really slow, we don't have naloxone", emergency: true, category: 'overdose_poisoning'},
  {text: "my brother just got out of prison and used again, he's snoring weird and we can't wake him", emergency: true, category: 'overdose_poisoning'},
  {text: 'she relapsed tonight, lips are going blue and her pupils are tiny, where do we get narcan', emergency: true, category: 'overdose_poisoning'},
  {text: "friend shot up heroin in the bathroom and now he's barely breathing", emergency: true, category: 'overdose_poisoning'},
  {text: 'bf is nodding out after using fent and his breathing is so slow', emergency: true, category: 'overdose_poisoning'},
  {text: "he's been out of jail a week, took some gear tonight and now he's gurgling and won't wake up", emergency: true, category: 'overdose_poisoning'},
  {text: 'my cousin has been clean since getting out of rehab, how do I get a naloxone kit just in case?', emergency: false, trap: 'everyday', resembles: 'overdose_poisoning'},
  {text: 'what does naloxone actually do and how long does it last?', emergency: false, trap: 'general_question', resembles: 'overdose_poisoning'},
  // Lips or face swollen after a new medicine, with the breathing named.
  {text: "started ramipril last week and today my tongue and lips are huge and it's a bit hard to swallow", emergency: true, category: 'anaphylaxis'},
  {text: 'took a new antibiotic an hour ago and my whole face is puffy and a bit hard to breathe', emergency: true, category: 'anaphylaxis'},
  {text: 'my lips are a bit swollen after a cold sore, otherwise fine', emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  {text: 'my lips are a bit swollen after a cold sore, not hard to breathe', emergency: false, trap: 'denial', resembles: 'anaphylaxis'},
  // Seizures one after another, counted by their ordinal, not waking in between.
  {text: "that's her second fit this morning and she didnt come round in between", emergency: true, category: 'seizure'},
  {text: "my dad's had his fourth seizure today and he doesn't respond between them", emergency: true, category: 'seizure'},
  {text: "he had a fit and didn't wake up properly afterwards", emergency: true, category: 'seizure'},
  {text: "4th fit since lunch and she's not responding in between", emergency: true, category: 'seizure'},
  {text: "my son had his second seizure in his life last year, doctors changed his meds, he's been fine since", emergency: false, trap: 'remote_past', resembles: 'seizure'},
  // Early pregnancy with pain on the left or right side and faintness.
  {text: '6 weeks pregnant and really bad left sided pain, feel dizzy', emergency: true, category: 'pregnancy'},
  {text: 'pregnant about 8 weeks, pain on my left side and pain in my shoulder', emergency: true, category: 'pregnancy'},
  {text: 'im 5 weeks pregnant with a stabbing pain on the right side and i feel like im going to pass out', emergency: true, category: 'pregnancy'},
  {text: '30 weeks pregnant and a bit of pain on my right side when i roll over in bed, midwife said its round ligament pain and nothing to worry about', emergency: false, trap: 'reassurance', resembles: 'pregnancy'},
  {text: 'what causes pain on the left side in early pregnancy? just curious', emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  // Several people ill in a holiday let or caravan, a pet ill too ("the dog's been sick").
  {text: "since we arrived at the caravan we've all been dizzy with headaches and the cat's been sick", emergency: true, category: 'carbon_monoxide'},
  {text: "me and my husband both have headaches in the airbnb and the dog's acting weird", emergency: true, category: 'carbon_monoxide'},
  {text: 'we are renting a holiday cottage with a gas boiler next month, should we take a carbon monoxide alarm?', emergency: false, trap: 'everyday', resembles: 'carbon_monoxide'},
  {text: "our dog's been sick since we got to the holiday cottage, probably ate something on the beach", emergency: false, trap: 'everyday', resembles: 'carbon_monoxide'},
  {text: 'we all had a mild headache after the fireworks, the dog hated them too, everyone is fine now', emergency: false, trap: 'mild', resembles: 'carbon_monoxide'},
  // Whether a sleeping pill with a drink means not waking up, asked before taking it.
  {text: 'is it safe to take zopiclone with wine or would i not wake up?', emergency: false, trap: 'dosing', resembles: 'unconscious'},
  {text: 'can you mix melatonin and benadryl or will you never wake up lol', emergency: false, trap: 'dosing', resembles: 'unconscious'},
  {text: 'can i take a sleeping pill with my antihistamine or will it make me not wake up for work?', emergency: false, trap: 'dosing', resembles: 'unconscious'},
  {text: "took a sleeping pill after a couple of beers and now my wife can't wake me... sorry, i mean i can't wake her, she's barely breathing", emergency: true, category: 'unconscious'},
  // What to say when a pupil or a client tells you of suicidal thoughts: a general question.
  {text: "how do you respond when a client tells you they have thoughts of suicide? i'm a new support worker", emergency: false, trap: 'general_question', resembles: 'self_harm'},
  {text: 'what should i say, my pupil told me today she is thinking about suicide and has a plan', emergency: true, category: 'self_harm'},
  // A condition read or heard about, or a support group for those who had it.
  {text: "what's a subarachnoid haemorrhage? it was mentioned in a podcast i was listening to", emergency: false, trap: 'general_question', resembles: 'sudden_headache'},
  {text: "what is a thunderclap headache? i think i'm having one right now, worst headache of my life", emergency: true, category: 'sudden_headache'},
  {text: 'any stroke support groups near Leeds? mum had hers last year and wants to talk to others who have been through it', emergency: false, trap: 'everyday', resembles: 'stroke'},
  {text: 'my sister survived meningitis, is there a survivors network for families?', emergency: false, trap: 'everyday', resembles: 'meningitis'},
  {text: 'are there support groups for people who have survived sepsis and still get tired?', emergency: false, trap: 'everyday', resembles: 'sepsis'},
  {text: "support group said dad might have sepsis again, he's confused and shivering today", emergency: true, category: 'sepsis'},
  {text: 'm8 took H for the 1st time since rehab n hes not breathing proper, lips purple', emergency: true, category: 'overdose_poisoning'},
  {text: '2nd seizure in 20 mins and he hasnt woken up between', emergency: true, category: 'seizure'},
  {text: "whole family got headaches n feel sick since we moved into the rented flat, the cat's been sleepy", emergency: true, category: 'carbon_monoxide'},
  {text: 'early pregnancy, like 6 wks, bad cramps on the right side and i nearly fainted', emergency: true, category: 'pregnancy'},
  {text: 'my girlfriend is 7 weeks pregnant and has pain on her right side, she went white and almost passed out', emergency: true, category: 'pregnancy'},
  {text: 'what do you do if a student confides they are suicidal? asking for safeguarding training', emergency: false, trap: 'general_question', resembles: 'self_harm'},
  // Oversleeping: not waking for school or an alarm.
  {text: "what's the max dose of melatonin for a teenager? don't want him to not wake up for school lol", emergency: false, trap: 'dosing', resembles: 'unconscious'},
  {text: 'my son keeps not waking up for school even with two alarms, is that a teenager thing?', emergency: false, trap: 'everyday', resembles: 'unconscious'},
  {text: "my son didn't wake up for school and now we can't wake him, he's breathing oddly", emergency: true, category: 'unconscious'},
]

export default messages
