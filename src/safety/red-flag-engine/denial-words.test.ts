/**
 * Three denials the engine reads with its own word lists (./denial-words.ts): a context word denied
 * right after it, "ni / nor / noch" carrying a denial to the next item, and Spanish clitics between
 * a denial and its verb. Each drops a flag only when the denial is unambiguous. A denial word used
 * as a superlative ("como nunca") denies nothing.
 */
import {detectRedFlags} from '../red-flags'
import type {RedFlagCategory} from '../verdict'

const categories = (text: string) => detectRedFlags(text).categories

/** [language, the message with the sign (flagged), the same message with it denied (not flagged), category] */
const denied: [string, string, string, RedFlagCategory][] = [
  // A context word denied right after it is not context.
  ['en', 'ate peanuts, face swollen and dizzy', 'ate peanuts, face not swollen, a bit dizzy', 'anaphylaxis'],
  ['en', 'my son has a fever and his neck is stiff', 'my son has a fever and his neck is not stiff', 'meningitis'],
  ['es', 'comió cacahuetes y tiene la cara hinchada y está mareado', 'comió cacahuetes y la cara no está hinchada, está mareado', 'anaphylaxis'],
  ['es', 'comió gambas, cara hinchada, mareado', 'comió gambas, cara no hinchada, mareado', 'anaphylaxis'],
  ['fr', 'il a mangé des cacahuètes, visage gonflé, il a la tête qui tourne', 'il a mangé des cacahuètes, visage pas gonflé, il a la tête qui tourne', 'anaphylaxis'],
  ['fr', 'elle a de la fièvre et la nuque raide', 'elle a de la fièvre et la nuque pas raide', 'meningitis'],
  ['de', 'Er hat Erdnüsse gegessen, Gesicht geschwollen, ihm ist schwindlig', 'Er hat Erdnüsse gegessen, Gesicht nicht geschwollen, ihm ist schwindlig', 'anaphylaxis'],
  ['de', 'Sie hat Fieber und der Nacken ist steif', 'Sie hat Fieber und der Nacken ist nicht steif', 'meningitis'],
  // "ni / nor / noch" carry a denial to the next item.
  ['en', 'I have a cold and chest pain', 'I have a cold, no fever nor even chest pain', 'chest_pain'],
  ['en', 'she fell and hit her head and vomited', "she fell, she didn't pass out nor did she vomit", 'head_injury'],
  ['es', 'mi hijo convulsiona', 'no tiene fiebre ni siquiera convulsiona', 'seizure'],
  ['fr', "j'ai un rhume, douleur thoracique", "j'ai un rhume, pas de fièvre ni même de douleur thoracique", 'chest_pain'],
  ['de', 'ich habe eine Erkältung und Brustschmerzen', 'ich habe eine Erkältung, weder Fieber noch hatte ich Brustschmerzen', 'chest_pain'],
  ['de', 'er hat Krampfanfälle', 'er hat weder Fieber noch bekommt er Krampfanfälle', 'seizure'],
  // Spanish clitics bridge a denial to its verb.
  ['es', 'mi hijo abrió la lejía y se la bebió', 'mi hijo abrió la lejía, no se la bebió', 'overdose_poisoning'],
  ['es', 'mi hijo abrió la lejía y se la bebió', 'mi hijo abrió la lejía, no se la bebió, solo la olió', 'overdose_poisoning'],
  ['es', 'mi hijo abrió el frasco de lejía y se lo bebió', 'mi hijo abrió el frasco de lejía, no se lo bebió', 'overdose_poisoning'],
]

/** [language, text, category]: still flagged. */
const kept: [string, string, RedFlagCategory][] = [
  // Another sign, or another context, still counts.
  ['en', 'ate peanuts, face not swollen but lips and tongue swelling up and throat tight', 'anaphylaxis'],
  ['en', 'his arm is not swollen but it is suddenly weak and his face droops', 'stroke'],
  ['de', 'Er hat Erdnüsse gegessen, Gesicht nicht geschwollen, aber die Lippen und die Zunge schwellen an und er kriegt schlecht Luft', 'anaphylaxis'],
  // An exclamation, a question or "no idea" denies nothing.
  ['es', 'mi hijo abrió la lejía, no, se la bebió toda', 'overdose_poisoning'],
  ['es', 'mi hijo abrió la lejía y se la bebió', 'overdose_poisoning'],
  ['es', 'ni idea si es un ictus', 'stroke'],
  ['en', "no idea if it's a stroke", 'stroke'],
  ['en', "I can't breathe, no", 'breathing'],
  // The absence is the emergency: a carried denial or a clitic never reaches it.
  ['es', 'no responde ni respira', 'unconscious'],
  ['es', 'no le sangra la nariz pero le sangra mucho la herida y no para', 'severe_bleeding'],
  // A denial word used as a superlative.
  ['en', 'like never before I have crushing chest pain', 'chest_pain'],
  ['es', 'como nunca tengo dolor de pecho opresivo', 'chest_pain'],
  ['es', 'como nunca me duele el pecho, me aprieta', 'chest_pain'],
  ['fr', "plus que jamais j'ai une douleur thoracique qui serre le bras", 'chest_pain'],
  ['de', 'wie noch nie habe ich Brustschmerzen, es drückt in den Arm', 'chest_pain'],
]

/** [language, text, category]: a plain denial beside a superlative elsewhere still denies. */
const stillDenied: [string, string, RedFlagCategory][] = [
  ['es', 'nunca he tenido dolor de pecho, pero me duele la rodilla como nunca', 'chest_pain'],
  ['fr', "je n'ai pas de douleur thoracique, mais mal au genou comme jamais", 'chest_pain'],
  ['de', 'ich habe keine Brustschmerzen, aber Knieschmerzen wie noch nie', 'chest_pain'],
  ['en', "I don't have chest pain, but my knee hurts like never before", 'chest_pain'],
]

describe('denials read with the engine\'s word lists', () => {
  test.each(denied)('[%s] %s → %s', (_language, flagged, denial, category) => {
    expect(categories(flagged)).toContain(category)
    expect(categories(denial)).not.toContain(category)
  })

  test.each(kept)('[%s] still flagged: %s', (_language, text, category) => {
    expect(categories(text)).toContain(category)
  })

  test.each(stillDenied)('[%s] still denied: %s', (_language, text, category) => {
    expect(categories(text)).not.toContain(category)
  })
})
