/**
 * Two checks that read the whole message: a retraction in the next sentence (./retraction.ts) and
 * a study, news or curiosity context for a general question (./study-context.ts). Each clears the
 * routine message and keeps the banner when the danger is still described.
 */
import {detectRedFlags} from '../red-flags'
import type {RedFlagCategory} from '../verdict'

const categories = (text: string) => detectRedFlags(text).categories

describe('a retraction in the next sentence', () => {
  it.each<[string, RedFlagCategory]>([
    ['I think I swallowed too many of my sleeping pills. no sorry, I counted again, I only took one. can I take the evening one?', 'overdose_poisoning'],
    ["my son swallowed a button battery. scratch that, he didn't swallow it, it was under the sofa", 'overdose_poisoning'],
    ['me tomé el doble de pastillas de la tensión esta mañana sin querer. no perdón, conté mal, solo me tomé una', 'overdose_poisoning'],
    ["j'ai avalé trop de somnifères. non pardon, j'ai recompté, je n'en ai pris qu'un.", 'overdose_poisoning'],
    ['habe meine schlaftabletten überdosiert glaube ich. nein sorry, hab nachgezählt, war doch nur eine.', 'overdose_poisoning'],
  ])('drops "%s"', (text, category) => {
    expect(categories(text)).not.toContain(category)
  })

  it.each<[string, RedFlagCategory]>([
    // About something bigger, not smaller.
    ['I think I swallowed too many of my sleeping pills. no sorry, it was two bottles not one', 'overdose_poisoning'],
    ['me tomé el doble de pastillas de la tensión esta mañana sin querer. no perdón, fueron dos cajas', 'overdose_poisoning'],
    // A danger sign after the retraction.
    ['I think I swallowed too many of my sleeping pills. no sorry, I only took one, but now I feel very drowsy', 'overdose_poisoning'],
    ["j'ai avalé trop de somnifères. en fait non, je n'en ai pris qu'un, mais je suis très somnolent", 'overdose_poisoning'],
    ['habe meine schlaftabletten überdosiert glaube ich. nein sorry, war nur eine, aber mir ist jetzt total schwindelig', 'overdose_poisoning'],
    // No statement that it did not happen, or the marker not opening a sentence.
    ['my son swallowed a button battery. never mind, he did swallow it', 'overdose_poisoning'],
    ['I think I swallowed too many of my sleeping pills, no sorry, I only took one', 'overdose_poisoning'],
    // One side is a stroke's sign, not a smaller event.
    ["my dad's face is drooping. no sorry, only one side", 'stroke'],
    // Only the sentence right before is retracted.
    ['my son is having a seizure. I took too many of my sleeping pills. no sorry, I only took one', 'seizure'],
  ])('keeps "%s" flagged', (text, category) => {
    expect(categories(text)).toContain(category)
  })

  it('never retracts self-harm', () => {
    expect(categories('I want to kill myself. no sorry, I only took one')).toContain('self_harm')
  })
})

describe('a general question in a study, news or curiosity context', () => {
  it.each<[string, RedFlagCategory]>([
    ['why does anaphylaxis make the throat swell? just curious', 'anaphylaxis'],
    ['qué pasa en una convulsión? es para mi examen de enfermería', 'seizure'],
    ['wie fühlt sich ein Herzinfarkt an? hab im Fernsehen eine Doku gesehen', 'chest_pain'],
  ])('drops "%s"', (text, category) => {
    expect(categories(text)).not.toContain(category)
  })

  it.each<[string, RedFlagCategory]>([
    ["why does anaphylaxis make the throat swell? just curious, my son's throat is swelling right now", 'anaphylaxis'],
    ['what happens in a seizure? my friend asked me because her son is fitting right now', 'seizure'],
    ['my son is having a seizure, what do I do? my friend asked me', 'seizure'],
    ["stiff neck and a rash that doesn't fade, is it meningitis? just curious", 'meningitis'],
    ['qué pasa en una convulsión? es para mi examen, mi hijo está convulsionando ahora', 'seizure'],
    ["mon fils convulse en ce moment, c'est quoi une convulsion ? c'est pour mon examen", 'seizure'],
    ['wie fühlt sich ein Herzinfarkt an? frage für meine Prüfung, mein Vater hat gerade starke Brustschmerzen', 'chest_pain'],
  ])('keeps "%s" flagged', (text, category) => {
    expect(categories(text)).toContain(category)
  })
})
