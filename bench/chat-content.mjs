/**
 * The saved conversation of the `/chat/[id]` benchmark: 10 questions and 10 markdown answers of
 * about 1.5 KB each (a heading, emphasis, a list, a table, a code block, a link), written for
 * this benchmark. General health information, no real people. bench/fake-model.mjs streams these
 * answers, so the conversation is created through Hale's own API.
 */

/** @type {Array<{question: string, answer: string}>} */
export const conversation = [
  turn('How much sleep does an adult need?', {
    title: 'Sleep for adults',
    intro: 'Most adults feel and work best with **7 to 9 hours** of sleep a night. Needs differ a little from person to person, and *regularity* matters almost as much as the total.',
    list: ['Go to bed and get up at about the same time, weekends included.', 'Keep the bedroom dark, quiet and slightly cool.', 'Avoid caffeine in the 6 hours before bed.', 'Put screens away 30 to 60 minutes before sleeping.'],
    table: [['Age', 'Usual need'], ['18–25', '7–9 h'], ['26–64', '7–9 h'], ['65 and over', '7–8 h']],
    code: 'bedtime   22:45\nwake-up   06:45\nnaps      none longer than 20 min',
    outro: 'If you snore loudly, stop breathing at night or feel sleepy during the day despite enough sleep, talk to a doctor: these can be signs of *sleep apnoea*.',
  }),
  turn('What is a normal resting heart rate?', {
    title: 'Resting heart rate',
    intro: 'For most adults a resting heart rate between **60 and 100 beats per minute** is considered normal. People who exercise a lot often have lower rates, sometimes in the 50s, without any problem.',
    list: ['Measure after sitting quietly for 5 minutes.', 'Count the beats at your wrist for 30 seconds and double the number.', 'Measure at the same time of day for a few days.', 'Caffeine, stress, fever and some medicines raise the rate.'],
    table: [['Situation', 'Typical range'], ['Resting adult', '60–100 bpm'], ['Trained athlete', '40–60 bpm'], ['Light exercise', '100–130 bpm']],
    code: 'day 1   68 bpm\nday 2   71 bpm\nday 3   66 bpm',
    outro: 'See a doctor if your resting rate is often above 100 or below 50 and you feel *dizzy, short of breath or faint*.',
  }),
  turn('How can I lower my blood pressure without medicine?', {
    title: 'Lowering blood pressure',
    intro: 'Lifestyle changes can lower blood pressure by **5 to 10 mmHg**, sometimes more. They also help medicines work better if you need them. Do not stop any prescribed treatment on your own.',
    list: ['Eat less salt: aim for under 5 g a day.', 'Move for at least 150 minutes a week, such as brisk walking.', 'Limit alcohol and stop smoking.', 'Eat more vegetables, fruit, beans and whole grains.'],
    table: [['Change', 'Possible effect'], ['Less salt', '−5 mmHg'], ['Regular exercise', '−4 to −8 mmHg'], ['Losing 5 kg', '−4 to −5 mmHg']],
    code: 'date       morning    evening\nMonday     132/84     128/82\nTuesday    130/83     127/80',
    outro: 'Bring a log like this to your next appointment. A reading above *180/120* with headache or chest pain needs urgent care.',
  }),
  turn('Is it safe to take ibuprofen every day?', {
    title: 'Ibuprofen and daily use',
    intro: 'Ibuprofen is effective for pain and inflammation, but taking it **every day for weeks** carries risks. A doctor or pharmacist should check whether it suits you before long-term use.',
    list: ['It can irritate the stomach and cause ulcers or bleeding.', 'It can raise blood pressure and strain the kidneys.', 'Take it with food and the lowest dose that helps.', 'Do not combine it with other anti-inflammatory medicines.'],
    table: [['Group', 'Ask first'], ['Kidney disease', 'Yes'], ['Stomach ulcer history', 'Yes'], ['Pregnancy', 'Yes']],
    code: 'pain score (0–10)\nbefore dose   6\n2 hours after 3',
    outro: 'If you need a painkiller most days, the cause of the pain deserves attention. *A pharmacist can suggest safer options.*',
  }),
  turn('What should I eat to keep my heart healthy?', {
    title: 'Eating for a healthy heart',
    intro: 'A heart-friendly diet is mostly **plants, whole grains and healthy fats**, with little processed food. No single food matters as much as the overall pattern over months and years.',
    list: ['Fill half the plate with vegetables and fruit.', 'Choose whole grains over white bread and rice.', 'Eat fish once or twice a week, and nuts or seeds often.', 'Use olive or rapeseed oil instead of butter.'],
    table: [['Eat more', 'Eat less'], ['Beans and lentils', 'Processed meat'], ['Oily fish', 'Sugary drinks'], ['Nuts', 'Salty snacks']],
    code: 'breakfast  oats, berries, yoghurt\nlunch      lentil soup, salad\ndinner     salmon, vegetables',
    outro: 'Small steps that last beat strict plans that do not. A *dietitian* can help if you have diabetes or high cholesterol.',
  }),
  turn('How do I know if a cut needs stitches?', {
    title: 'Cuts and stitches',
    intro: 'Many small cuts heal well with cleaning and a plaster. A cut may need **stitches, glue or strips** when it is deep, long or gaping, and this is best done within a few hours.',
    list: ['The edges do not stay together on their own.', 'It is longer than about 2 cm or deeper than a few millimetres.', 'It is on the face, a joint, the hand or the genitals.', 'It keeps bleeding after 10 minutes of firm pressure.'],
    table: [['Sign', 'What to do'], ['Small, clean, closed', 'Clean and cover'], ['Gaping or deep', 'Clinic today'], ['Heavy bleeding', 'Emergency care']],
    code: 'day 1   clean, covered\nday 2   slight redness\nday 3   no swelling',
    outro: 'Watch for *spreading redness, warmth, pus or fever*: these suggest infection. Check that your tetanus vaccination is up to date.',
  }),
  turn('What are common signs of dehydration?', {
    title: 'Dehydration',
    intro: 'Dehydration happens when you lose more fluid than you take in, for example with heat, exercise, fever, vomiting or diarrhoea. **Older adults and young children** are affected faster.',
    list: ['Thirst and a dry mouth.', 'Dark yellow urine, or passing little urine.', 'Tiredness, headache or dizziness.', 'In babies: fewer wet nappies and a sunken soft spot.'],
    table: [['Urine colour', 'Meaning'], ['Pale straw', 'Well hydrated'], ['Dark yellow', 'Drink more'], ['Amber or brown', 'Drink now, seek advice']],
    code: 'morning   500 ml\nmidday    750 ml\nevening   500 ml',
    outro: 'Sip water or an oral rehydration solution. Get help quickly for *confusion, fainting or no urine for 8 hours*.',
  }),
  turn('How can I tell a cold from the flu?', {
    title: 'Cold or flu?',
    intro: 'Both are viral infections of the airways, but flu usually starts **suddenly** and makes you feel much more unwell. Antibiotics do not help either of them.',
    list: ['A cold starts gradually with a sore throat and runny nose.', 'Flu often brings fever, chills and aching muscles.', 'Flu can keep you in bed for several days.', 'Both spread through coughs, sneezes and hands.'],
    table: [['Symptom', 'Cold', 'Flu'], ['Fever', 'Rare', 'Common'], ['Aches', 'Mild', 'Strong'], ['Onset', 'Gradual', 'Sudden']],
    code: 'temperature log\n08:00   38.4 °C\n14:00   38.9 °C\n20:00   38.1 °C',
    outro: 'Rest, drink fluids and use paracetamol for fever if needed. Seek care for *trouble breathing* or symptoms that get worse after a week.',
  }),
  turn('How much exercise should I get each week?', {
    title: 'Exercise each week',
    intro: 'Adults benefit from at least **150 minutes of moderate activity** or 75 minutes of vigorous activity a week, plus muscle strengthening on two days. Any amount is better than none.',
    list: ['Moderate: you can talk but not sing, as in brisk walking.', 'Vigorous: you can say only a few words, as in running.', 'Strength: squats, push-ups, resistance bands or weights.', 'Break up long periods of sitting every hour.'],
    table: [['Day', 'Activity', 'Minutes'], ['Monday', 'Brisk walk', '30'], ['Wednesday', 'Cycling', '45'], ['Saturday', 'Strength', '30']],
    code: 'week 1   105 min\nweek 2   130 min\nweek 3   155 min',
    outro: 'Start slowly and build up. Talk to a doctor first if you have *heart disease, chest pain on effort or dizziness*.',
  }),
  turn('What can I do about frequent headaches?', {
    title: 'Frequent headaches',
    intro: 'Most frequent headaches are **tension-type headaches or migraine**. Finding your triggers and avoiding painkiller overuse often reduces them a lot.',
    list: ['Keep a diary of headaches, sleep, food and stress.', 'Drink enough water and eat regular meals.', 'Limit painkillers to fewer than 10 days a month.', 'Take breaks from screens and check your posture.'],
    table: [['Type', 'Typical feeling'], ['Tension', 'Tight band around the head'], ['Migraine', 'Throbbing, one side, nausea'], ['Overuse', 'Daily, worse on waking']],
    code: 'date    hours   trigger\n03/02   4       short sleep\n07/02   6       skipped lunch',
    outro: 'Seek urgent care for a *sudden, severe* headache, or one with fever, stiff neck, weakness or confusion.',
  }),
]

function turn(question, {title, intro, list, table, code, outro}) {
  const [head, ...rows] = table
  const answer = [
    `## ${title}`,
    '',
    intro,
    '',
    ...list.map((item) => `- ${item}`),
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    '### Keeping track',
    '',
    'A simple log can help you and your doctor see patterns. Write down the date, what you measured or noticed, and anything that might have played a part, such as _sleep, food, stress or medicines_:',
    '',
    '```text',
    code,
    '```',
    '',
    outro,
    '',
    'Everyone is different: what is *normal* for one person may not be for another. If something changes suddenly, or you are worried, it is always reasonable to ask a nurse, a pharmacist or a doctor.',
    '',
    '### Questions for your appointment',
    '',
    '1. What could be causing this, and how sure can we be?',
    '2. Which tests, if any, would help?',
    '3. What can I do at home, and what should I avoid?',
    '4. When should I come back, or go to urgent care?',
    '',
    'This is general information, not a diagnosis. See [how Hale handles your data](/help/privacy).',
  ].join('\n')
  return {question, answer}
}

/** The relay benchmark's question (an ordinary one: the red-flag check runs on it): the fake model server answers it with `tokens` short tokens. */
export function relayQuestion(tokens) {
  return `What does a balanced breakfast look like? Please answer in about ${tokens} words.`
}

/** The number of tokens a relay question asks for, or null. */
export function relayTokens(question) {
  const match = /^What does a balanced breakfast look like\? Please answer in about (\d+) words\.$/.exec(question)
  return match ? Number(match[1]) : null
}
