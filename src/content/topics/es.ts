import type {TopicCatalog} from '../topics'

/** Textos de los temas en español (neutro, tratamiento de «usted»). */
const es: TopicCatalog = {
  'general-health': {
    title: 'Salud general',
    summary: 'Preguntas cotidianas sobre síntomas, cómo cuidarse y cuándo acudir al médico.',
    description: 'Pregunte sobre síntomas frecuentes, la salud en el día a día y cómo cuidarse. Hale puede explicarle lo que suelen significar las cosas y qué preguntas hacer, pero no puede examinarle ni decirle qué tiene. Si algo le preocupa o un problema empeora, hable con un médico, una enfermera o un farmacéutico.',
    questions: [
      '¿Cuándo debo ir al médico por un síntoma?',
      '¿Cómo puedo prepararme para una cita médica?',
      '¿Qué debería tener en el botiquín de casa?',
    ],
  },
  'general-health/fever-infections': {
    title: 'Fiebre e infecciones',
    summary: 'Qué es la fiebre, cómo aliviar las molestias y qué señales requieren atención rápida.',
    description: 'La fiebre suele ser la forma en que el cuerpo combate una infección, y muchas infecciones comunes se curan solas. Descansar, beber líquidos y tomar la dosis adecuada de un medicamento para la fiebre pueden aliviar las molestias. Busque atención médica rápidamente si un bebé tiene fiebre, si la fiebre es muy alta o dura varios días, o si hay rigidez en el cuello, manchas en la piel que no desaparecen al presionarlas, confusión o dificultad para respirar.',
    questions: [
      '¿A partir de qué temperatura se considera fiebre?',
      '¿Cómo puedo bajar la fiebre de forma segura?',
      '¿Necesito antibióticos para un resfriado o la gripe?',
    ],
  },
  'general-health/healthy-eating': {
    title: 'Alimentación saludable',
    summary: 'Ideas sencillas para comer de forma equilibrada, beber lo suficiente y mantener un peso saludable.',
    description: 'Una alimentación equilibrada, con muchas verduras, fruta, cereales integrales y agua, ayuda a que su cuerpo funcione bien. Los cambios pequeños y constantes suelen durar más que las dietas estrictas. Si tiene alguna enfermedad, está embarazada o toma medicamentos a diario, un médico o un nutricionista puede darle consejos adaptados a usted.',
    questions: [
      '¿Cómo es un plato equilibrado?',
      '¿Cuánta agua debo beber al día?',
      '¿Cómo puedo comer menos azúcar y sal?',
    ],
  },
  'general-health/vaccines': {
    title: 'Vacunas',
    summary: 'Cómo funcionan las vacunas, sus efectos secundarios habituales y cómo saber cuáles necesita.',
    description: 'Las vacunas enseñan a su sistema inmunitario a reconocer un microbio antes de que usted entre en contacto con él. Es frecuente tener efectos secundarios leves, como dolor en el brazo o un poco de fiebre durante uno o dos días. El calendario de vacunación depende del país, la edad y el estado de salud; su médico, su enfermera, su farmacéutico o su centro de salud pueden decirle cuáles necesita.',
    questions: [
      '¿Cómo funcionan las vacunas?',
      '¿Qué efectos secundarios son normales después de vacunarse?',
      '¿Qué vacunas necesitan los adultos?',
    ],
  },

  medications: {
    title: 'Medicamentos',
    summary: 'Entienda sus medicamentos, cómo tomarlos y a qué prestar atención.',
    description: 'Pregunte para qué sirve un medicamento, cómo se suele tomar y qué efectos secundarios conviene vigilar. Los farmacéuticos son expertos en medicamentos y suele ser fácil consultarles. No deje, empiece ni cambie un medicamento recetado sin hablar antes con quien se lo recetó.',
    questions: [
      '¿Para qué se suele usar este medicamento?',
      '¿Qué hago si se me olvida una dosis?',
      '¿Puedo tomar este medicamento con comida o con alcohol?',
    ],
  },
  'medications/side-effects': {
    title: 'Efectos secundarios',
    summary: 'Qué efectos secundarios son frecuentes, cuáles son graves y qué hacer.',
    description: 'Casi todos los medicamentos pueden causar efectos secundarios; muchos son leves y desaparecen a medida que el cuerpo se acostumbra. Informe a su médico o farmacéutico de los efectos secundarios que le preocupen o que no desaparezcan. Llame de inmediato a emergencias si se le hinchan la cara, los labios o la garganta, si le cuesta respirar o si le aparece de repente una erupción grave en la piel.',
    questions: [
      '¿Es frecuente este efecto secundario con mi medicamento?',
      '¿Cuándo debería preocuparme por un efecto secundario?',
      '¿Cómo puedo notificar un efecto secundario?',
    ],
  },
  'medications/interactions': {
    title: 'Interacciones entre medicamentos',
    summary: 'Cómo pueden influirse entre sí los medicamentos, los suplementos, los alimentos y el alcohol.',
    description: 'Algunos medicamentos cambian el efecto de otros, y lo mismo puede ocurrir con los remedios a base de plantas, las vitaminas, algunos alimentos y el alcohol. Lleve una lista actualizada de todo lo que toma y muéstresela a su médico o farmacéutico. Así podrán comprobar si hay algún problema antes de que empiece algo nuevo.',
    questions: [
      '¿Puedo tomar ibuprofeno con mis otros medicamentos?',
      '¿Los suplementos de plantas interactúan con los medicamentos?',
      '¿Por qué hay que evitar el pomelo (toronja) con algunos medicamentos?',
    ],
  },
  'medications/taking-medicines': {
    title: 'Cómo tomar los medicamentos',
    summary: 'Consejos para tomar los medicamentos a su hora, guardarlos bien y usarlos con seguridad.',
    description: 'Tomar los medicamentos de la forma correcta ayuda a que funcionen y le protege. Lea el prospecto (el folleto que viene en la caja), use la cucharita o la jeringa dosificadora que acompaña a los medicamentos líquidos y guárdelos siempre fuera del alcance de los niños. Pregunte en la farmacia cómo deshacerse de los medicamentos que ya no necesita.',
    questions: [
      '¿Cómo puedo acordarme de tomar mis medicamentos?',
      '¿Cómo debo guardar mis medicamentos?',
      '¿Qué hago con los medicamentos que ya no necesito?',
    ],
  },

  'lab-results': {
    title: 'Resultados de análisis',
    summary: 'Entienda qué significan sus resultados antes de hablar con su médico.',
    description: 'Puede escribir o adjuntar un informe de laboratorio y preguntar qué mide cada prueba. Los valores de referencia varían de un laboratorio a otro, y un resultado un poco fuera del rango muchas veces no es un problema por sí solo. Su médico valora los resultados junto con su estado de salud y sus antecedentes, así que hable con él o ella sobre lo que significan en su caso.',
    questions: [
      '¿Qué mide esta prueba de mi informe?',
      '¿Qué significa que un resultado aparezca como alto o bajo?',
      '¿Qué debería preguntarle a mi médico sobre mis resultados?',
    ],
  },
  'lab-results/reading-reports': {
    title: 'Cómo leer un informe de laboratorio',
    summary: 'Unidades, valores de referencia y marcas de un informe de laboratorio, explicados.',
    description: 'Un informe de laboratorio suele mostrar cada prueba con su resultado, la unidad y los valores de referencia del laboratorio. Los resultados fuera de ese rango suelen ir marcados, por ejemplo con H o L (alto o bajo), flechas o asteriscos, pero una marca por sí sola no significa que algo vaya mal. Cada laboratorio puede usar unidades y rangos distintos, así que, si puede, compare resultados del mismo laboratorio.',
    questions: [
      '¿Qué es un valor de referencia?',
      '¿Por qué algunos de mis resultados están marcados como altos o bajos?',
      '¿Por qué mi informe usa unidades distintas a las de otro laboratorio?',
    ],
  },
  'lab-results/blood-tests': {
    title: 'Análisis de sangre',
    summary: 'Análisis habituales como el hemograma, la glucosa y las pruebas de riñón e hígado.',
    description: 'Entre los análisis de sangre más habituales están el hemograma, el azúcar en sangre (glucosa o HbA1c, la hemoglobina glicosilada), el colesterol y las pruebas de riñón e hígado. Para algunos hay que estar en ayunas, así que revise las instrucciones que le dieron. Hale puede explicarle qué mide cada prueba, pero solo su médico puede decirle qué significan sus resultados en su caso.',
    questions: [
      '¿Qué muestra un hemograma?',
      '¿Qué es la HbA1c?',
      '¿Tengo que estar en ayunas para un análisis de sangre?',
    ],
  },
  'lab-results/urine-tests': {
    title: 'Análisis de orina',
    summary: 'Qué puede mostrar un análisis de orina y cómo recoger bien la muestra.',
    description: 'Un análisis de orina puede buscar signos de infección o la presencia de azúcar, proteínas o sangre en la orina. La forma de recoger la muestra es importante, así que siga las instrucciones de su centro de salud o del laboratorio. Si tiene dolor o ardor al orinar, fiebre o dolor en el costado o en la espalda, consulte a un médico.',
    questions: [
      '¿Qué puede mostrar un análisis de orina?',
      '¿Cómo recojo correctamente una muestra de orina?',
      '¿Qué significa tener proteínas en la orina?',
    ],
  },

  'mental-health': {
    title: 'Salud mental',
    summary: 'Estrés, ansiedad, ánimo bajo y dónde encontrar apoyo.',
    description: 'Su salud mental importa tanto como su salud física. Hale puede ofrecerle información general e ideas para afrontar las dificultades, pero no es un terapeuta y no puede hacer un diagnóstico. Si está pensando en hacerse daño o en quitarse la vida, llame ahora mismo al número de emergencias de su país o a una línea de ayuda en crisis.',
    questions: [
      '¿Cómo sé si necesito ayuda con mi salud mental?',
      '¿Qué puedo hacer cuando todo me supera?',
      '¿Cómo hablo con un médico sobre mi salud mental?',
    ],
  },
  'mental-health/stress-anxiety': {
    title: 'Estrés y ansiedad',
    summary: 'Cómo pueden sentirse el estrés y la ansiedad, y formas de afrontarlos.',
    description: 'Todo el mundo siente estrés o ansiedad alguna vez, y pueden afectar tanto al cuerpo como a la mente: al sueño, a los latidos del corazón o al estómago, por ejemplo. Respirar despacio, moverse con regularidad y hablar con alguien de confianza puede ayudar. Si la preocupación le impide hacer su vida diaria o dura semanas, hable con un médico o con un profesional de la salud mental.',
    questions: [
      '¿Cuáles son las señales de la ansiedad?',
      '¿Qué ejercicio de respiración sencillo me puede ayudar con el estrés?',
      '¿Qué puedo hacer durante un ataque de pánico?',
    ],
  },
  'mental-health/low-mood': {
    title: 'Ánimo bajo y depresión',
    summary: 'Tener el ánimo bajo, perder el interés y cuándo puede tratarse de una depresión.',
    description: 'Todos tenemos días tristes, pero tener el ánimo bajo o perder el interés por las cosas casi todos los días durante dos semanas o más puede ser una señal de depresión. La depresión es frecuente y tiene tratamiento; un médico puede explicarle opciones como la psicoterapia o los medicamentos. Si tiene pensamientos de hacerse daño, llame de inmediato al número de emergencias de su país o a una línea de ayuda en crisis.',
    questions: [
      '¿Qué diferencia hay entre la tristeza y la depresión?',
      '¿Qué tratamientos hay para la depresión?',
      '¿Cómo puedo apoyar a una persona cercana que parece deprimida?',
    ],
  },
  'mental-health/getting-support': {
    title: 'Buscar apoyo',
    summary: 'Dónde encontrar ayuda: personas de confianza, profesionales y líneas de ayuda en crisis.',
    description: 'Hablar con alguien de confianza suele ser un buen primer paso. Su médico puede ayudarle a encontrar orientación psicológica, terapia u otros recursos de apoyo cerca de usted. Si está en crisis o teme por su seguridad, llame al número de emergencias de su país o a una línea de ayuda en crisis; no tiene que esperar a que las cosas empeoren.',
    questions: [
      '¿Cómo encuentro un psicólogo o un terapeuta?',
      '¿Qué pasa cuando llamo a una línea de ayuda en crisis?',
      '¿Cómo empiezo a hablar de cómo me siento?',
    ],
  },

  heart: {
    title: 'Salud del corazón',
    summary: 'Presión arterial, colesterol, ritmo cardíaco y cómo cuidar su corazón.',
    description: 'El corazón y los vasos sanguíneos dependen de muchas cosas que usted puede cambiar, como la actividad física, la alimentación, el tabaco y el sueño. Hale puede explicarle pruebas y cifras con palabras sencillas, pero su médico conoce su situación completa. Llame de inmediato a emergencias si hay dolor u opresión en el pecho, dolor que se extiende al brazo, la mandíbula o la espalda, falta de aire repentina o signos de un ictus (accidente cerebrovascular), como la cara caída de un lado, debilidad en un brazo o dificultad para hablar.',
    questions: [
      '¿Cómo puedo cuidar mi corazón?',
      '¿Cuáles son las señales de alarma de un infarto?',
      '¿Cuáles son los signos de un ictus (accidente cerebrovascular)?',
    ],
  },
  'heart/blood-pressure': {
    title: 'Presión arterial',
    summary: 'Qué significan las dos cifras y cómo medirse la presión en casa.',
    description: 'La presión arterial se expresa con dos cifras, por ejemplo 120/80 mmHg: la primera (sistólica, o «máxima») es la presión cuando el corazón late, y la segunda (diastólica, o «mínima») es la presión mientras descansa entre latido y latido. Las guías cambian de un país a otro, pero en general se considera alta cuando se obtienen 140/90 o más en varias ocasiones, y algunas guías usan cifras más bajas. La presión alta no suele dar síntomas, por eso es importante medirla con regularidad. Pregunte a su médico qué significan sus cifras y cuál es el objetivo adecuado para usted.',
    questions: [
      '¿Qué significan mis cifras de presión arterial?',
      '¿Cómo me mido bien la presión arterial en casa?',
      '¿Cómo puedo bajar la presión arterial sin medicamentos?',
    ],
  },
  'heart/cholesterol': {
    title: 'Colesterol',
    summary: 'Qué son el LDL, el HDL y los triglicéridos, y cómo ayudan los hábitos de vida.',
    description: 'El colesterol es una sustancia grasa de la sangre; el exceso de LDL (el llamado colesterol «malo») puede acumularse en las arterias con el tiempo. Un análisis de colesterol suele mostrar el colesterol total, el LDL, el HDL y los triglicéridos. El objetivo adecuado depende de su riesgo cardiovascular global, así que su médico valora sus cifras junto con otros factores como la edad, la presión arterial, la diabetes o el tabaco.',
    questions: [
      '¿Qué diferencia hay entre el LDL y el HDL?',
      '¿Qué alimentos pueden ayudar a bajar mi colesterol?',
      '¿Por qué me recomendaría mi médico una estatina?',
    ],
  },
  'heart/heart-rhythm': {
    title: 'Ritmo cardíaco y palpitaciones',
    summary: 'Latidos acelerados, fuertes o irregulares, y cuándo conviene consultarlos.',
    description: 'Las palpitaciones son la sensación de notar los propios latidos: el corazón va muy rápido, late con fuerza o parece que da un vuelco. Suelen ser inofensivas y pueden deberse al estrés, la cafeína, el alcohol o el ejercicio, pero también pueden ser un signo de un problema del ritmo cardíaco. Consulte a un médico si le ocurren a menudo o duran mucho, y llame a emergencias si van acompañadas de dolor en el pecho, desmayo o mucha falta de aire.',
    questions: [
      '¿Qué puede hacer que se me acelere el corazón?',
      '¿Qué es la fibrilación auricular?',
      '¿Cuál es una frecuencia cardíaca normal en reposo?',
    ],
  },

  'breathing-allergies': {
    title: 'Respiración y alergias',
    summary: 'Asma, alergia al polen, tos y resfriados, y reacciones alérgicas.',
    description: 'Pregunte sobre el asma, las alergias, la tos, los resfriados y otros problemas respiratorios. Muchos de ellos se pueden controlar bien con el plan adecuado de su médico o farmacéutico. Si alguien tiene una reacción alérgica grave, use su autoinyector de adrenalina si lo tiene y llame a emergencias. Llame también de inmediato si alguien tiene mucha dificultad para respirar, se le hinchan los labios, la lengua o la garganta, o se le ponen los labios azulados o grisáceos.',
    questions: [
      '¿Qué diferencia hay entre un resfriado y una alergia?',
      '¿Cuáles son los signos de una reacción alérgica grave?',
      '¿Cuándo debería ir al médico por la tos?',
    ],
  },
  'breathing-allergies/asthma': {
    title: 'Asma',
    summary: 'Inhaladores, desencadenantes y qué hacer en una crisis de asma.',
    description: 'El asma estrecha e inflama las vías respiratorias, lo que puede causar tos, silbidos en el pecho (sibilancias) y sensación de opresión. El tratamiento suele incluir inhaladores, y un plan de acción por escrito de su médico o enfermera le ayuda a saber qué hacer y cuándo. Si su inhalador de rescate no le alivia, o le falta tanto el aire que no puede hablar, comer ni dormir, llame a emergencias.',
    questions: [
      '¿Cómo uso bien mi inhalador?',
      '¿Qué cosas suelen desencadenar el asma?',
      '¿Qué debo hacer durante una crisis de asma?',
    ],
  },
  'breathing-allergies/hay-fever': {
    title: 'Alergia al polen y otras alergias',
    summary: 'Estornudos, ojos que pican y otros síntomas de alergia, y cómo aliviarlos.',
    description: 'La alergia al polen (rinitis alérgica o fiebre del heno) puede causar estornudos, moqueo o congestión nasal y ojos llorosos que pican. Los antihistamínicos, los sprays nasales y evitar lo que la provoca pueden ayudar; en la farmacia pueden aconsejarle. Otras alergias, por ejemplo a alimentos, picaduras de insectos o medicamentos, pueden ser graves: llame a emergencias si alguien tiene dificultad para respirar o se le hinchan la cara, los labios o la garganta.',
    questions: [
      '¿Cómo puedo aliviar los síntomas de la alergia al polen?',
      '¿Qué antihistamínicos dan menos sueño?',
      '¿Cómo puedo saber a qué tengo alergia?',
    ],
  },
  'breathing-allergies/coughs-colds': {
    title: 'Tos y resfriados',
    summary: 'Cómo cuidarse durante un resfriado y cuándo hay que consultar por la tos.',
    description: 'Los resfriados los causan virus y suelen curarse solos en una o dos semanas, por eso los antibióticos no sirven. Descansar, beber líquidos y tomar un analgésico sencillo pueden hacer que se sienta mejor. Consulte a un médico si la tos dura más de tres semanas, si tose sangre o si se encuentra muy mal, y llame a emergencias si le cuesta mucho respirar.',
    questions: [
      '¿Cuánto suele durar un resfriado?',
      '¿Qué ayuda con la tos por la noche?',
      '¿Cómo distingo un resfriado de la gripe?',
    ],
  },

  'sleep-activity': {
    title: 'Sueño y actividad',
    summary: 'Dormir mejor, moverse más y entender el cansancio.',
    description: 'El sueño y la actividad física influyen mucho en cómo se siente, en su estado de ánimo y en su salud a largo plazo. Puede pedir a Hale consejos prácticos o ayuda para entender los datos de una pulsera de actividad o un reloj inteligente. Hable con un médico si siente cansancio todo el tiempo, si alguien nota que deja de respirar mientras duerme, o si tiene una enfermedad y quiere empezar a hacer ejercicio.',
    questions: [
      '¿Cuántas horas de sueño necesito?',
      '¿Cómo empiezo a hacer ejercicio si llevo tiempo sin moverme?',
      '¿Qué significan los datos de mi pulsera de actividad?',
    ],
  },
  'sleep-activity/sleep': {
    title: 'Sueño',
    summary: 'Cuánto necesita dormir y qué hábitos ayudan a dormir mejor.',
    description: 'La mayoría de los adultos necesita entre 7 y 9 horas de sueño por noche, y los niños y adolescentes, más. Acostarse y levantarse a horas regulares, un dormitorio oscuro y tranquilo, y menos cafeína y pantallas por la noche pueden ayudar. Si a menudo no puede dormir, ronca fuerte o tiene mucho sueño durante el día, hable con un médico.',
    questions: [
      '¿Cómo puedo dormirme más fácilmente?',
      '¿Es malo dormir la siesta?',
      '¿Mis ronquidos pueden ser un problema de salud?',
    ],
  },
  'sleep-activity/physical-activity': {
    title: 'Actividad física',
    summary: 'Formas de moverse más, a cualquier edad y con cualquier forma física.',
    description: 'La actividad regular es buena para el corazón, los músculos, el estado de ánimo y el sueño, y cualquier cantidad es mejor que nada. La Organización Mundial de la Salud recomienda a los adultos al menos 150 minutos semanales de actividad moderada, como caminar a paso ligero, repartidos a lo largo de la semana. Si tiene una enfermedad o está embarazada, consulte antes a un médico; y si nota dolor en el pecho, mareo o mucha falta de aire mientras se mueve, pare y busque atención médica.',
    questions: [
      '¿Cuánto ejercicio necesito a la semana?',
      '¿Qué se considera actividad moderada?',
      '¿Cómo puedo seguir moviéndome si me duelen las articulaciones?',
    ],
  },
  'sleep-activity/tiredness': {
    title: 'Cansancio',
    summary: 'Motivos frecuentes de sentir cansancio todo el tiempo y qué puede ayudar.',
    description: 'Sentir cansancio es muy común y a menudo se debe a dormir mal, al estrés, a una vida muy ajetreada o a no comer bien. También puede deberse a problemas de salud como la anemia, problemas de tiroides, la diabetes o la depresión. Si lleva varias semanas con cansancio sin una causa clara, o tiene otros síntomas como pérdida de peso, consulte a un médico.',
    questions: [
      '¿Por qué siento cansancio todo el tiempo?',
      '¿Qué análisis de sangre buscan las causas del cansancio?',
      '¿Cómo puedo tener más energía durante el día?',
    ],
  },
}

export default es
