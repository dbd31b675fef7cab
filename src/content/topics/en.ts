import type {TopicCatalog} from '../topics'

/** English topic texts: the reference the other locales are checked against. */
const en: TopicCatalog = {
  'general-health': {
    title: 'General health',
    summary: 'Everyday questions about symptoms, staying well and when to see a doctor.',
    description: 'Ask about common symptoms, everyday health and how to look after yourself. Hale can explain what things usually mean and which questions to ask, but it cannot examine you or tell you what you have. If something worries you or a problem is getting worse, talk to a doctor, nurse or pharmacist.',
    questions: [
      'When should I see a doctor about a symptom?',
      'How can I prepare for a doctor’s appointment?',
      'What should I keep in a first-aid kit at home?',
    ],
  },
  'general-health/fever-infections': {
    title: 'Fever and infections',
    summary: 'What a fever is, how to feel more comfortable and which signs need care quickly.',
    description: 'A fever is often the body’s way of fighting an infection, and many common infections get better on their own. Rest, plenty of fluids and the right dose of a fever medicine can help you feel more comfortable. Get medical help quickly for a baby with a fever, a fever that is very high or lasts several days, a stiff neck, a rash that does not fade when you press on it, confusion or trouble breathing.',
    questions: [
      'What temperature counts as a fever?',
      'How can I bring a fever down safely?',
      'Do I need antibiotics for a cold or the flu?',
    ],
  },
  'general-health/healthy-eating': {
    title: 'Healthy eating',
    summary: 'Simple ideas for balanced meals, drinks and a healthy weight.',
    description: 'A balanced diet with plenty of vegetables, fruit, whole grains and water helps your body work well. Small, steady changes usually last longer than strict diets. If you have a health condition, are pregnant or take medicines every day, a doctor or dietitian can give you advice that fits you.',
    questions: [
      'What does a balanced plate look like?',
      'How much water should I drink each day?',
      'How can I eat less sugar and salt?',
    ],
  },
  'general-health/vaccines': {
    title: 'Vaccines',
    summary: 'How vaccines work, common side effects and how to find out which ones you need.',
    description: 'Vaccines teach your immune system to recognise a germ before you meet it. Mild side effects, such as a sore arm or a slight fever for a day or two, are common. Vaccine schedules depend on your country, age and health, so your doctor, nurse, pharmacist or local health service can tell you which ones you need.',
    questions: [
      'How do vaccines work?',
      'What side effects are normal after a vaccine?',
      'Which vaccines do adults need?',
    ],
  },

  medications: {
    title: 'Medications',
    summary: 'Understand your medicines, how to take them and what to watch for.',
    description: 'Ask what a medicine is for, how it is usually taken and which side effects to look out for. Pharmacists are experts in medicines and are often easy to ask. Do not stop, start or change a prescribed medicine without first talking to the person who prescribed it.',
    questions: [
      'What is this medicine usually used for?',
      'What should I do if I forget a dose?',
      'Can I take this medicine with food or alcohol?',
    ],
  },
  'medications/side-effects': {
    title: 'Side effects',
    summary: 'Which side effects are common, which are serious and what to do about them.',
    description: 'Most medicines can cause side effects, and many are mild and fade as your body gets used to the medicine. Tell your doctor or pharmacist about side effects that worry you or do not go away. Call emergency services at once for swelling of the face, lips or throat, trouble breathing, or a sudden, severe rash.',
    questions: [
      'Is this side effect common with my medicine?',
      'When should I worry about a side effect?',
      'How can I report a side effect?',
    ],
  },
  'medications/interactions': {
    title: 'Mixing medicines',
    summary: 'How medicines, supplements, food and alcohol can affect each other.',
    description: 'Some medicines change how other medicines work, and so can herbal remedies, vitamins, some foods and alcohol. Keep an up-to-date list of everything you take and show it to your doctor or pharmacist. They can check it for problems before you start anything new.',
    questions: [
      'Can I take ibuprofen with my other medicines?',
      'Do herbal supplements interact with medicines?',
      'Why should I avoid grapefruit with some medicines?',
    ],
  },
  'medications/taking-medicines': {
    title: 'Taking medicines',
    summary: 'Tips for taking medicines on time, storing them well and using them safely.',
    description: 'Taking medicines the right way helps them work and keeps you safe. Read the leaflet, use the measuring spoon or syringe that comes with liquid medicines, and keep all medicines out of the reach of children. Ask a pharmacist how to get rid of medicines you no longer need.',
    questions: [
      'How can I remember to take my medicines?',
      'How should I store my medicines?',
      'What should I do with medicines I no longer need?',
    ],
  },

  'lab-results': {
    title: 'Lab results',
    summary: 'Understand what your test results mean before you talk to your doctor.',
    description: 'You can type in or attach a lab report and ask what each test measures. Reference ranges differ between laboratories, and a result just outside the range is often not a problem on its own. Your doctor looks at your results together with your health and history, so talk to them about what the results mean for you.',
    questions: [
      'What does this test on my report measure?',
      'What does it mean when a result is marked high or low?',
      'What should I ask my doctor about my results?',
    ],
  },
  'lab-results/reading-reports': {
    title: 'Reading a lab report',
    summary: 'Units, reference ranges and flags on a lab report, explained.',
    description: 'A lab report usually lists each test with your result, its unit and the laboratory’s reference range. Results outside that range are often flagged, for example with H (high) or L (low), but a flag on its own does not mean something is wrong. Laboratories can use different units and ranges, so compare results from the same laboratory where you can.',
    questions: [
      'What is a reference range?',
      'Why are some of my results marked H or L?',
      'Why does my report use different units from another lab?',
    ],
  },
  'lab-results/blood-tests': {
    title: 'Blood tests',
    summary: 'Common blood tests such as the blood count, blood sugar, and kidney and liver tests.',
    description: 'Common blood tests include the full blood count (also called a complete blood count), blood sugar (glucose or HbA1c), cholesterol, and kidney and liver tests. Some tests need you to fast beforehand, so check the instructions you were given. Hale can explain what a test measures, but only your doctor can say what your results mean for you.',
    questions: [
      'What does a full blood count show?',
      'What is HbA1c?',
      'Do I need to fast before a blood test?',
    ],
  },
  'lab-results/urine-tests': {
    title: 'Urine tests',
    summary: 'What a urine test can show and how to collect a good sample.',
    description: 'A urine test can look for signs of infection, or for sugar, protein or blood in the urine. How you collect the sample matters, so follow the instructions from your clinic or laboratory. If you have pain or burning when you pass urine, a fever, or pain in your side or back, contact a doctor.',
    questions: [
      'What can a urine test show?',
      'How do I collect a clean urine sample?',
      'What does protein in my urine mean?',
    ],
  },

  'mental-health': {
    title: 'Mental health',
    summary: 'Stress, anxiety, low mood and where to find support.',
    description: 'Your mental health matters as much as your physical health. Hale can share general information and ideas for coping, but it is not a therapist and cannot give a diagnosis. If you are thinking about harming yourself or ending your life, call your local emergency number or a crisis line now.',
    questions: [
      'How can I tell if I need help with my mental health?',
      'What can I do when everything feels like too much?',
      'How do I talk to a doctor about my mental health?',
    ],
  },
  'mental-health/stress-anxiety': {
    title: 'Stress and anxiety',
    summary: 'What stress and anxiety can feel like, and ways to cope.',
    description: 'Everyone feels stressed or anxious at times, and it can affect your body as well as your mind, for example your sleep, your heartbeat or your stomach. Slow breathing, regular activity and talking to someone you trust can help. If worry stops you from doing everyday things or goes on for weeks, talk to a doctor or a mental health professional.',
    questions: [
      'What are the signs of anxiety?',
      'What is a simple breathing exercise for stress?',
      'What can I do during a panic attack?',
    ],
  },
  'mental-health/low-mood': {
    title: 'Low mood and depression',
    summary: 'Feeling down, losing interest, and when low mood may be depression.',
    description: 'Everyone has sad days, but feeling low or losing interest in things on most days for two weeks or more can be a sign of depression. Depression is common and can be treated, and a doctor can talk you through options such as talking therapies and medicines. If you have thoughts of harming yourself, call your local emergency number or a crisis line straight away.',
    questions: [
      'What is the difference between sadness and depression?',
      'What treatments are there for depression?',
      'How can I support someone close to me who seems depressed?',
    ],
  },
  'mental-health/getting-support': {
    title: 'Getting support',
    summary: 'Where to find help, from people you trust to professionals and crisis lines.',
    description: 'Talking to someone you trust is often a good first step. Your doctor can help you find counselling, therapy or other support near you. If you are in crisis or fear for your safety, call your local emergency number or a crisis line; you do not have to wait until things get worse.',
    questions: [
      'How do I find a therapist or counsellor?',
      'What happens when I call a crisis line?',
      'How do I start talking about how I feel?',
    ],
  },

  heart: {
    title: 'Heart health',
    summary: 'Blood pressure, cholesterol, heart rhythm and how to look after your heart.',
    description: 'Your heart and blood vessels are affected by many things you can change, such as activity, food, smoking and sleep. Hale can explain tests and numbers in plain language, but your doctor knows your full picture. Call emergency services straight away for chest pain or pressure, pain spreading to the arm, jaw or back, sudden shortness of breath, or signs of a stroke such as a drooping face, a weak arm or slurred speech.',
    questions: [
      'How can I keep my heart healthy?',
      'What are the warning signs of a heart attack?',
      'What are the signs of a stroke?',
    ],
  },
  'heart/blood-pressure': {
    title: 'Blood pressure',
    summary: 'What the two numbers mean and how to measure your blood pressure at home.',
    description: 'Blood pressure is written as two numbers, such as 120/80 mmHg: the top number is the pressure when your heart beats, and the bottom number is the pressure while it rests between beats. Guidelines differ between countries, but readings of 140/90 or higher on several occasions are widely considered high, and some guidelines use lower numbers. High blood pressure usually causes no symptoms, so regular checks matter. Ask your doctor what your own numbers mean and which target is right for you.',
    questions: [
      'What do my blood pressure numbers mean?',
      'How do I measure my blood pressure correctly at home?',
      'How can I lower my blood pressure without medicines?',
    ],
  },
  'heart/cholesterol': {
    title: 'Cholesterol',
    summary: 'What LDL, HDL and triglycerides are, and how lifestyle can help.',
    description: 'Cholesterol is a fatty substance in your blood; too much LDL (often called “bad” cholesterol) can build up in your arteries over time. A cholesterol test usually shows total cholesterol, LDL, HDL and triglycerides. The right target depends on your overall risk of heart disease, so your doctor looks at your numbers together with things like your age, blood pressure, diabetes and smoking.',
    questions: [
      'What is the difference between LDL and HDL?',
      'Which foods can help lower my cholesterol?',
      'Why might my doctor suggest a statin?',
    ],
  },
  'heart/heart-rhythm': {
    title: 'Heart rhythm and palpitations',
    summary: 'Racing, pounding or skipped heartbeats, and when to get them checked.',
    description: 'Palpitations are when you become aware of your heartbeat, for example racing, pounding or fluttering. They are often harmless and can be caused by stress, caffeine, alcohol or exercise, but they can also be a sign of a heart rhythm problem. See a doctor if they happen often or last a long time, and call emergency services if they come with chest pain, fainting or severe shortness of breath.',
    questions: [
      'What can cause a racing heartbeat?',
      'What is atrial fibrillation?',
      'What is a normal resting heart rate?',
    ],
  },

  'breathing-allergies': {
    title: 'Breathing and allergies',
    summary: 'Asthma, hay fever, coughs and colds, and allergic reactions.',
    description: 'Ask about asthma, allergies, coughs, colds and other breathing problems. Many of them can be managed well with the right plan from your doctor or pharmacist. If someone has a severe allergic reaction, use their adrenaline (epinephrine) auto-injector if they have one and call emergency services. Also call at once if someone is struggling to breathe, their lips, tongue or throat swell, or their lips turn blue or grey.',
    questions: [
      'What is the difference between a cold and an allergy?',
      'What are the signs of a severe allergic reaction?',
      'When is a cough a reason to see a doctor?',
    ],
  },
  'breathing-allergies/asthma': {
    title: 'Asthma',
    summary: 'Inhalers, triggers and what to do during an asthma attack.',
    description: 'Asthma makes the airways narrow and swollen, which can cause coughing, wheezing and a tight chest. Treatment usually includes inhalers, and a written asthma action plan from your doctor or nurse helps you know what to do and when. If your reliever inhaler does not help, or you are too breathless to speak, eat or sleep, call emergency services.',
    questions: [
      'How do I use my inhaler correctly?',
      'What are common asthma triggers?',
      'What should I do during an asthma attack?',
    ],
  },
  'breathing-allergies/hay-fever': {
    title: 'Hay fever and allergies',
    summary: 'Sneezing, itchy eyes and other allergy symptoms, and ways to get relief.',
    description: 'Hay fever is an allergy to pollen that can cause sneezing, a runny or blocked nose, and itchy, watery eyes. Antihistamines, nasal sprays and avoiding what triggers it can help, and a pharmacist can suggest options. Other allergies, for example to foods, insect stings or medicines, can be serious: call emergency services if someone has trouble breathing or swelling of the face, lips or throat.',
    questions: [
      'How can I ease my hay fever symptoms?',
      'Which antihistamines are less likely to make me sleepy?',
      'How can I find out what I am allergic to?',
    ],
  },
  'breathing-allergies/coughs-colds': {
    title: 'Coughs and colds',
    summary: 'Looking after yourself with a cold, and when a cough needs checking.',
    description: 'Colds are caused by viruses and usually get better on their own within a week or two, so antibiotics do not help. Rest, plenty of fluids and simple pain relief can make you more comfortable. See a doctor if a cough lasts more than three weeks, you cough up blood or you feel very unwell, and call emergency services if you are struggling to breathe.',
    questions: [
      'How long does a cold usually last?',
      'What helps a cough at night?',
      'How can I tell a cold from the flu?',
    ],
  },

  'sleep-activity': {
    title: 'Sleep and activity',
    summary: 'Sleeping better, moving more and understanding tiredness.',
    description: 'Sleep and physical activity have a big effect on how you feel, your mood and your long-term health. You can ask Hale for practical tips, or for help understanding the data from a fitness tracker or smartwatch. Talk to a doctor if you feel tired all the time, if someone notices that you stop breathing in your sleep, or if you want to start exercising and have a health condition.',
    questions: [
      'How much sleep do I need?',
      'How can I start exercising if I have not been active for a while?',
      'What do the numbers on my fitness tracker mean?',
    ],
  },
  'sleep-activity/sleep': {
    title: 'Sleep',
    summary: 'How much sleep you need and habits that help you sleep better.',
    description: 'Most adults need around 7 to 9 hours of sleep a night, and children and teenagers need more. Regular sleep times, a dark and quiet bedroom, and less caffeine and screen time in the evening can help. If you often cannot sleep, snore loudly or feel very sleepy during the day, talk to a doctor.',
    questions: [
      'How can I fall asleep more easily?',
      'Is it bad to nap during the day?',
      'Could my snoring be a health problem?',
    ],
  },
  'sleep-activity/physical-activity': {
    title: 'Physical activity',
    summary: 'Ways to move more, at any age and fitness level.',
    description: 'Regular activity is good for your heart, muscles, mood and sleep, and any amount is better than none. The World Health Organization suggests that adults aim for at least 150 minutes of moderate activity a week, such as brisk walking, spread across the week. If you have a health condition or are pregnant, check with a doctor first, and if you get chest pain, feel faint or become very short of breath while active, stop and get medical help.',
    questions: [
      'How much exercise do I need each week?',
      'What counts as moderate activity?',
      'How can I keep moving if my joints hurt?',
    ],
  },
  'sleep-activity/tiredness': {
    title: 'Tiredness',
    summary: 'Common reasons for feeling tired all the time, and what can help.',
    description: 'Feeling tired is very common and often comes from poor sleep, stress, a busy life or not eating well. It can also be caused by health problems such as anaemia, thyroid problems, diabetes or depression. If you have felt tired for several weeks without a clear reason, or you have other symptoms such as weight loss, see a doctor.',
    questions: [
      'Why do I feel tired all the time?',
      'Which blood tests look for causes of tiredness?',
      'How can I have more energy during the day?',
    ],
  },
}

export default en
