import type {TopicCatalog} from '../topics'

/** Textes des thèmes en français (vouvoiement). */
const fr: TopicCatalog = {
  'general-health': {
    title: 'Santé générale',
    summary: 'Les questions du quotidien sur les symptômes, la prévention et le bon moment pour consulter.',
    description: 'Posez vos questions sur les symptômes courants, la santé au quotidien et la façon de prendre soin de vous. Hale peut vous expliquer ce que les choses veulent dire en général et quelles questions poser, mais il ne peut pas vous examiner ni vous dire ce que vous avez. Si quelque chose vous inquiète ou qu’un problème s’aggrave, parlez-en à un médecin, un infirmier ou un pharmacien.',
    questions: [
      'Quand dois-je consulter un médecin pour un symptôme ?',
      'Comment préparer mon rendez-vous chez le médecin ?',
      'Que mettre dans une trousse de secours à la maison ?',
    ],
  },
  'general-health/fever-infections': {
    title: 'Fièvre et infections',
    summary: 'Ce qu’est la fièvre, comment vous soulager et quels signes demandent de consulter vite.',
    description: 'La fièvre est souvent la façon dont le corps combat une infection, et beaucoup d’infections courantes guérissent d’elles-mêmes. Le repos, le fait de bien boire et la bonne dose d’un médicament contre la fièvre peuvent vous soulager. Consultez rapidement pour un bébé qui a de la fièvre, une fièvre très élevée ou qui dure plusieurs jours, une raideur de la nuque, des taches sur la peau qui ne s’effacent pas quand on appuie dessus, une confusion ou une difficulté à respirer.',
    questions: [
      'À partir de quelle température parle-t-on de fièvre ?',
      'Comment faire baisser la fièvre sans risque ?',
      'Ai-je besoin d’antibiotiques pour un rhume ou la grippe ?',
    ],
  },
  'general-health/healthy-eating': {
    title: 'Bien manger',
    summary: 'Des idées simples pour des repas équilibrés, bien s’hydrater et garder un poids sain.',
    description: 'Une alimentation équilibrée, avec beaucoup de légumes, des fruits, des céréales complètes et de l’eau, aide votre corps à bien fonctionner. De petits changements réguliers tiennent souvent plus longtemps qu’un régime strict. Si vous avez une maladie, êtes enceinte ou prenez des médicaments tous les jours, un médecin ou un diététicien peut vous donner des conseils adaptés.',
    questions: [
      'À quoi ressemble une assiette équilibrée ?',
      'Combien d’eau dois-je boire par jour ?',
      'Comment manger moins de sucre et de sel ?',
    ],
  },
  'general-health/vaccines': {
    title: 'Vaccins',
    summary: 'Comment fonctionnent les vaccins, leurs effets indésirables fréquents et comment savoir lesquels faire.',
    description: 'Les vaccins apprennent à votre système immunitaire à reconnaître un microbe avant même que vous le rencontriez. Des effets indésirables légers, comme une douleur au bras ou un peu de fièvre pendant un jour ou deux, sont fréquents. Le calendrier vaccinal dépend du pays, de l’âge et de l’état de santé : votre médecin, un infirmier, votre pharmacien ou un centre de vaccination peut vous dire lesquels vous concernent.',
    questions: [
      'Comment fonctionnent les vaccins ?',
      'Quels effets indésirables sont normaux après un vaccin ?',
      'Quels vaccins sont recommandés pour les adultes ?',
    ],
  },

  medications: {
    title: 'Médicaments',
    summary: 'Comprendre vos médicaments, comment les prendre et ce qu’il faut surveiller.',
    description: 'Demandez à quoi sert un médicament, comment il se prend habituellement et quels effets indésirables surveiller. Les pharmaciens sont des spécialistes du médicament et il est souvent facile de leur poser une question. N’arrêtez pas, ne commencez pas et ne modifiez pas un traitement prescrit sans en parler d’abord à la personne qui vous l’a prescrit.',
    questions: [
      'À quoi sert généralement ce médicament ?',
      'Que faire si j’ai oublié une prise ?',
      'Puis-je prendre ce médicament pendant le repas ou avec de l’alcool ?',
    ],
  },
  'medications/side-effects': {
    title: 'Effets indésirables',
    summary: 'Quels effets indésirables sont fréquents, lesquels sont graves et que faire.',
    description: 'La plupart des médicaments peuvent provoquer des effets indésirables ; beaucoup sont légers et disparaissent quand le corps s’habitue au traitement. Signalez à votre médecin ou à votre pharmacien les effets qui vous inquiètent ou qui ne passent pas. Appelez immédiatement les secours en cas de gonflement du visage, des lèvres ou de la gorge, de difficulté à respirer ou d’éruption cutanée soudaine et importante.',
    questions: [
      'Cet effet indésirable est-il fréquent avec mon médicament ?',
      'Quand faut-il s’inquiéter d’un effet indésirable ?',
      'Comment déclarer un effet indésirable ?',
    ],
  },
  'medications/interactions': {
    title: 'Interactions médicamenteuses',
    summary: 'Comment médicaments, compléments alimentaires, aliments et alcool peuvent interagir.',
    description: 'Certains médicaments modifient l’effet d’autres médicaments, et c’est aussi le cas de certaines plantes, vitamines et aliments, ainsi que de l’alcool. Gardez une liste à jour de tout ce que vous prenez et montrez-la à votre médecin ou à votre pharmacien. Ils pourront vérifier qu’il n’y a pas de problème avant que vous commenciez quelque chose de nouveau.',
    questions: [
      'Puis-je prendre de l’ibuprofène avec mes autres médicaments ?',
      'Les compléments à base de plantes interagissent-ils avec les médicaments ?',
      'Pourquoi faut-il éviter le pamplemousse avec certains médicaments ?',
    ],
  },
  'medications/taking-medicines': {
    title: 'Bien prendre ses médicaments',
    summary: 'Des conseils pour prendre vos médicaments à l’heure, bien les conserver et les utiliser en toute sécurité.',
    description: 'Bien prendre ses médicaments les aide à agir et vous protège. Lisez la notice, utilisez la cuillère-mesure ou la seringue fournie avec les médicaments liquides, et rangez tous les médicaments hors de portée des enfants. Demandez à votre pharmacien comment vous débarrasser des médicaments dont vous n’avez plus besoin.',
    questions: [
      'Comment ne pas oublier de prendre mes médicaments ?',
      'Comment conserver mes médicaments ?',
      'Que faire des médicaments dont je n’ai plus besoin ?',
    ],
  },

  'lab-results': {
    title: 'Résultats d’analyses',
    summary: 'Comprendre vos résultats avant d’en parler avec votre médecin.',
    description: 'Vous pouvez saisir ou joindre un compte rendu d’analyses et demander ce que mesure chaque examen. Les valeurs de référence varient d’un laboratoire à l’autre, et un résultat légèrement en dehors des normes n’est souvent pas un problème en soi. Votre médecin interprète vos résultats en tenant compte de votre santé et de vos antécédents : parlez-lui de ce qu’ils signifient pour vous.',
    questions: [
      'Que mesure cet examen sur mon compte rendu ?',
      'Que signifie un résultat indiqué comme trop haut ou trop bas ?',
      'Quelles questions poser à mon médecin sur mes résultats ?',
    ],
  },
  'lab-results/reading-reports': {
    title: 'Lire un compte rendu d’analyses',
    summary: 'Unités, valeurs de référence et résultats signalés sur un compte rendu d’analyses, expliqués.',
    description: 'Un compte rendu d’analyses indique en général, pour chaque examen, votre résultat, son unité et les valeurs de référence du laboratoire. Les résultats en dehors de ces valeurs sont souvent signalés, par exemple en gras, par un astérisque ou par H et L (haut et bas), mais ce signalement ne veut pas dire à lui seul qu’il y a un problème. Les laboratoires n’utilisent pas toujours les mêmes unités ni les mêmes valeurs de référence : si possible, comparez des résultats du même laboratoire.',
    questions: [
      'Qu’est-ce qu’une valeur de référence ?',
      'Pourquoi certains de mes résultats sont-ils signalés comme hauts ou bas ?',
      'Pourquoi mon compte rendu n’utilise-t-il pas les mêmes unités qu’un autre laboratoire ?',
    ],
  },
  'lab-results/blood-tests': {
    title: 'Analyses de sang',
    summary: 'Les analyses de sang courantes : numération formule sanguine, glycémie, reins et foie.',
    description: 'Parmi les analyses de sang courantes, on trouve la numération formule sanguine (NFS), la glycémie ou l’HbA1c (hémoglobine glyquée), le bilan lipidique (cholestérol) et les bilans des reins et du foie. Certaines analyses se font à jeun : vérifiez les consignes qu’on vous a données. Hale peut expliquer ce que mesure un examen, mais seul votre médecin peut dire ce que vos résultats signifient pour vous.',
    questions: [
      'Que montre une numération formule sanguine (NFS) ?',
      'Qu’est-ce que l’HbA1c ?',
      'Dois-je être à jeun pour une prise de sang ?',
    ],
  },
  'lab-results/urine-tests': {
    title: 'Analyses d’urine',
    summary: 'Ce qu’une analyse d’urine peut montrer et comment bien recueillir l’échantillon.',
    description: 'Une analyse d’urine peut rechercher des signes d’infection, ou la présence de sucre, de protéines ou de sang dans les urines. La façon de recueillir l’échantillon compte : suivez les consignes de votre laboratoire ou de votre cabinet médical. En cas de douleurs ou de brûlures en urinant, de fièvre, ou de douleur sur le côté ou dans le dos, consultez un médecin.',
    questions: [
      'Que peut montrer une analyse d’urine ?',
      'Comment recueillir correctement un échantillon d’urine ?',
      'Que signifie la présence de protéines dans mes urines ?',
    ],
  },

  'mental-health': {
    title: 'Santé mentale',
    summary: 'Stress, anxiété, baisse de moral et où trouver du soutien.',
    description: 'Votre santé mentale compte autant que votre santé physique. Hale peut vous donner des informations générales et des pistes pour faire face, mais ce n’est pas un thérapeute et il ne peut pas poser de diagnostic. Si vous pensez à vous faire du mal ou à mettre fin à vos jours, appelez dès maintenant le numéro d’urgence de votre pays ou une ligne d’écoute et de prévention du suicide.',
    questions: [
      'Comment savoir si j’ai besoin d’aide pour ma santé mentale ?',
      'Que faire quand tout me semble trop lourd ?',
      'Comment parler de ma santé mentale à un médecin ?',
    ],
  },
  'mental-health/stress-anxiety': {
    title: 'Stress et anxiété',
    summary: 'À quoi peuvent ressembler le stress et l’anxiété, et comment y faire face.',
    description: 'Tout le monde ressent du stress ou de l’anxiété par moments, et cela peut toucher le corps autant que l’esprit : le sommeil, les battements du cœur ou le ventre, par exemple. Respirer lentement, bouger régulièrement et parler à une personne de confiance peut aider. Si l’inquiétude vous empêche de mener vos activités quotidiennes ou dure depuis des semaines, parlez-en à un médecin ou à un professionnel de santé mentale.',
    questions: [
      'Quels sont les signes de l’anxiété ?',
      'Quel exercice de respiration simple peut m’aider en cas de stress ?',
      'Que faire pendant une crise d’angoisse ?',
    ],
  },
  'mental-health/low-mood': {
    title: 'Baisse de moral et dépression',
    summary: 'Avoir le moral en berne, perdre l’intérêt pour les choses, et quand cela peut être une dépression.',
    description: 'Tout le monde a des jours tristes, mais avoir le moral au plus bas ou perdre l’intérêt pour les choses presque tous les jours pendant deux semaines ou plus peut être un signe de dépression. La dépression est fréquente et se soigne ; un médecin peut vous présenter les options, comme la psychothérapie ou les médicaments. Si vous avez des idées de vous faire du mal, appelez immédiatement le numéro d’urgence de votre pays ou une ligne d’écoute.',
    questions: [
      'Quelle est la différence entre la tristesse et la dépression ?',
      'Quels traitements existent contre la dépression ?',
      'Comment aider un proche qui semble déprimé ?',
    ],
  },
  'mental-health/getting-support': {
    title: 'Trouver du soutien',
    summary: 'Où trouver de l’aide : proches, professionnels et lignes d’écoute.',
    description: 'Parler à une personne de confiance est souvent un bon premier pas. Votre médecin peut vous orienter vers un psychologue, une psychothérapie ou d’autres aides près de chez vous. Si vous êtes en crise ou craignez pour votre sécurité, appelez le numéro d’urgence de votre pays ou une ligne d’écoute : inutile d’attendre que les choses empirent.',
    questions: [
      'Comment trouver un psychologue ou un psychothérapeute ?',
      'Que se passe-t-il quand j’appelle une ligne d’écoute ?',
      'Comment commencer à parler de ce que je ressens ?',
    ],
  },

  heart: {
    title: 'Santé du cœur',
    summary: 'Tension artérielle, cholestérol, rythme cardiaque et comment prendre soin de votre cœur.',
    description: 'Votre cœur et vos vaisseaux dépendent de nombreux facteurs sur lesquels vous pouvez agir, comme l’activité physique, l’alimentation, le tabac et le sommeil. Hale peut expliquer des examens et des chiffres avec des mots simples, mais c’est votre médecin qui connaît l’ensemble de votre situation. Appelez immédiatement les secours en cas de douleur ou de serrement dans la poitrine, de douleur qui s’étend au bras, à la mâchoire ou au dos, d’essoufflement soudain, ou de signes d’AVC comme un visage qui s’affaisse d’un côté, un bras faible ou des difficultés à parler.',
    questions: [
      'Comment garder un cœur en bonne santé ?',
      'Quels sont les signes d’alerte d’une crise cardiaque ?',
      'Quels sont les signes d’un AVC ?',
    ],
  },
  'heart/blood-pressure': {
    title: 'Tension artérielle',
    summary: 'Ce que signifient les deux chiffres et comment mesurer votre tension à la maison.',
    description: 'La tension artérielle s’écrit avec deux chiffres, par exemple 120/80 mmHg (souvent dit « 12/8 ») : le premier est la pression quand le cœur se contracte, le second la pression quand il se relâche entre deux battements. Les recommandations varient selon les pays, mais des mesures à 140/90 ou plus, à plusieurs reprises, sont généralement considérées comme élevées, et certaines recommandations retiennent des seuils plus bas. L’hypertension ne donne le plus souvent aucun symptôme, d’où l’importance de mesurer sa tension régulièrement. Demandez à votre médecin ce que signifient vos chiffres et quel objectif vous convient.',
    questions: [
      'Que signifient mes chiffres de tension ?',
      'Comment bien mesurer ma tension à la maison ?',
      'Comment faire baisser ma tension sans médicaments ?',
    ],
  },
  'heart/cholesterol': {
    title: 'Cholestérol',
    summary: 'Ce que sont le LDL, le HDL et les triglycérides, et ce que l’hygiène de vie peut changer.',
    description: 'Le cholestérol est une graisse présente dans le sang ; trop de LDL (souvent appelé « mauvais » cholestérol) peut se déposer dans les artères avec le temps. Un bilan lipidique indique en général le cholestérol total, le LDL, le HDL et les triglycérides. L’objectif dépend de votre risque cardiovasculaire global : votre médecin interprète vos chiffres en tenant compte notamment de l’âge, de la tension, d’un éventuel diabète et du tabac.',
    questions: [
      'Quelle est la différence entre le LDL et le HDL ?',
      'Quels aliments peuvent aider à faire baisser mon cholestérol ?',
      'Pourquoi mon médecin me proposerait-il une statine ?',
    ],
  },
  'heart/heart-rhythm': {
    title: 'Rythme cardiaque et palpitations',
    summary: 'Un cœur qui s’emballe, bat fort ou saute des battements, et quand consulter.',
    description: 'On parle de palpitations quand on sent son cœur battre, par exemple trop vite, trop fort ou de façon irrégulière. Elles sont souvent sans gravité et peuvent être dues au stress, à la caféine, à l’alcool ou à l’effort, mais elles peuvent aussi signaler un trouble du rythme cardiaque. Consultez si elles sont fréquentes ou durent longtemps, et appelez les secours si elles s’accompagnent d’une douleur dans la poitrine, d’une perte de connaissance ou d’un essoufflement important.',
    questions: [
      'Qu’est-ce qui peut faire battre mon cœur trop vite ?',
      'Qu’est-ce que la fibrillation auriculaire ?',
      'Quelle est une fréquence cardiaque normale au repos ?',
    ],
  },

  'breathing-allergies': {
    title: 'Respiration et allergies',
    summary: 'Asthme, rhume des foins, toux et rhumes, et réactions allergiques.',
    description: 'Posez vos questions sur l’asthme, les allergies, la toux, le rhume et les autres problèmes respiratoires. Beaucoup se contrôlent bien avec le bon plan de traitement, établi avec votre médecin ou votre pharmacien. En cas de réaction allergique grave, utilisez le stylo d’adrénaline de la personne si elle en a un et appelez les secours. Appelez aussi immédiatement si quelqu’un a beaucoup de mal à respirer, si ses lèvres, sa langue ou sa gorge gonflent, ou si ses lèvres deviennent bleues ou grises.',
    questions: [
      'Quelle est la différence entre un rhume et une allergie ?',
      'Quels sont les signes d’une réaction allergique grave ?',
      'Quand faut-il consulter pour une toux ?',
    ],
  },
  'breathing-allergies/asthma': {
    title: 'Asthme',
    summary: 'Inhalateurs, facteurs déclenchants et que faire en cas de crise d’asthme.',
    description: 'L’asthme rétrécit et enflamme les bronches, ce qui peut provoquer de la toux, une respiration sifflante et une sensation d’oppression dans la poitrine. Le traitement repose souvent sur des inhalateurs, et un plan d’action écrit, établi avec votre médecin ou votre infirmier, vous aide à savoir quoi faire et à quel moment. Si votre traitement de la crise ne vous soulage pas, ou si vous manquez tellement de souffle que vous ne pouvez plus parler, manger ou dormir, appelez les secours.',
    questions: [
      'Comment bien utiliser mon inhalateur ?',
      'Qu’est-ce qui déclenche souvent l’asthme ?',
      'Que faire pendant une crise d’asthme ?',
    ],
  },
  'breathing-allergies/hay-fever': {
    title: 'Rhume des foins et allergies',
    summary: 'Éternuements, yeux qui piquent et autres symptômes d’allergie, et comment les soulager.',
    description: 'Le rhume des foins est une allergie aux pollens qui peut provoquer des éternuements, un nez qui coule ou bouché, et des yeux qui piquent et qui pleurent. Les antihistaminiques, les sprays nasaux et le fait d’éviter ce qui déclenche l’allergie peuvent aider ; votre pharmacien peut vous conseiller. D’autres allergies, par exemple aux aliments, aux piqûres d’insectes ou aux médicaments, peuvent être graves : appelez les secours si quelqu’un a du mal à respirer ou si son visage, ses lèvres ou sa gorge gonflent.',
    questions: [
      'Comment soulager mon rhume des foins ?',
      'Quels antihistaminiques risquent le moins de me faire dormir ?',
      'Comment savoir à quoi je suis allergique ?',
    ],
  },
  'breathing-allergies/coughs-colds': {
    title: 'Toux et rhumes',
    summary: 'Prendre soin de vous pendant un rhume, et savoir quand une toux doit être examinée.',
    description: 'Le rhume est dû à des virus et guérit en général tout seul en une à deux semaines : les antibiotiques ne servent donc à rien. Le repos, le fait de bien boire et un antidouleur courant peuvent vous soulager. Consultez si une toux dure plus de trois semaines, si vous crachez du sang ou si vous vous sentez très mal, et appelez les secours si vous avez beaucoup de mal à respirer.',
    questions: [
      'Combien de temps dure un rhume en général ?',
      'Qu’est-ce qui calme la toux la nuit ?',
      'Comment faire la différence entre un rhume et la grippe ?',
    ],
  },

  'sleep-activity': {
    title: 'Sommeil et activité',
    summary: 'Mieux dormir, bouger plus et comprendre votre fatigue.',
    description: 'Le sommeil et l’activité physique ont un effet important sur votre forme, votre moral et votre santé à long terme. Vous pouvez demander à Hale des conseils pratiques, ou de l’aide pour comprendre les données d’un bracelet ou d’une montre connectée. Parlez-en à un médecin si la fatigue ne vous quitte pas, si quelqu’un remarque que vous arrêtez de respirer pendant votre sommeil, ou si vous avez un problème de santé et voulez vous mettre au sport.',
    questions: [
      'De combien d’heures de sommeil ai-je besoin ?',
      'Comment reprendre une activité physique après une longue pause ?',
      'Que signifient les chiffres de ma montre connectée ?',
    ],
  },
  'sleep-activity/sleep': {
    title: 'Sommeil',
    summary: 'De combien de sommeil vous avez besoin et les habitudes qui aident à mieux dormir.',
    description: 'La plupart des adultes ont besoin de 7 à 9 heures de sommeil par nuit, et les enfants et les adolescents de davantage. Des horaires réguliers, une chambre sombre et calme, et moins de caféine et d’écrans le soir peuvent aider. Si vous avez souvent du mal à dormir, ronflez fort ou avez très sommeil dans la journée, parlez-en à un médecin.',
    questions: [
      'Comment m’endormir plus facilement ?',
      'Est-ce mauvais de faire la sieste ?',
      'Mon ronflement peut-il être un problème de santé ?',
    ],
  },
  'sleep-activity/physical-activity': {
    title: 'Activité physique',
    summary: 'Des façons de bouger plus, à tout âge et quelle que soit votre forme.',
    description: 'Une activité régulière est bonne pour le cœur, les muscles, le moral et le sommeil, et un peu vaut toujours mieux que rien. L’Organisation mondiale de la santé recommande aux adultes au moins 150 minutes d’activité modérée par semaine, comme la marche rapide, réparties sur la semaine. Si vous avez une maladie ou êtes enceinte, demandez d’abord l’avis d’un médecin ; et si vous ressentez une douleur dans la poitrine, un malaise ou un essoufflement important pendant l’effort, arrêtez-vous et demandez une aide médicale.',
    questions: [
      'De combien d’activité physique ai-je besoin par semaine ?',
      'Qu’est-ce qu’une activité d’intensité modérée ?',
      'Comment continuer à bouger quand j’ai mal aux articulations ?',
    ],
  },
  'sleep-activity/tiredness': {
    title: 'Fatigue',
    summary: 'Les causes fréquentes d’une fatigue qui dure, et ce qui peut aider.',
    description: 'La fatigue est très fréquente et vient souvent d’un mauvais sommeil, du stress, d’un rythme de vie chargé ou d’une alimentation déséquilibrée. Elle peut aussi être due à des problèmes de santé comme une anémie, un trouble de la thyroïde, un diabète ou une dépression. Si la fatigue dure depuis plusieurs semaines sans raison claire, ou si vous avez d’autres symptômes comme une perte de poids, consultez un médecin.',
    questions: [
      'D’où peut venir ma fatigue permanente ?',
      'Quelles analyses de sang recherchent les causes d’une fatigue ?',
      'Comment avoir plus d’énergie dans la journée ?',
    ],
  },
}

export default fr
