/** French messages for the red-flag detector, development half, third part: the second held-out half, measured once and then given to the rules (see `src/safety/vignettes/corpus.ts`). Written for this project; no real people. */
import type {CorpusMessage} from '../corpus'

const messages: readonly CorpusMessage[] = [
  // chest_pain
  {text: 'jai une douleur dans la poitrine depuis 20 min comme un etau ca descend dans le bras gauche et je transpire cest grave?', emergency: true, category: 'chest_pain'},
  {text: "Bonsoir, mon mari (cinquante-huit ans) s'est assis d'un coup au jardin en disant que ça lui serre au milieu du torse, il est gris et il a la nausée. Il refuse que j'appelle le 15, qu'est-ce que je fais ?", emergency: true, category: 'chest_pain'},
  {text: 'chui au taf et g comme un poids enorme sur le sternum qui monte dans la machoire, jsp si c le stress mais ca passe pas depuis une demi heure', emergency: true, category: 'chest_pain'},
  {text: "Est-ce normal que ma grand-mère ait mal dans le dos entre les omoplates et dans la poitrine depuis une heure ? Elle est essoufflée, toute moite, elle a soixante-dix-neuf ans et elle n'a rien porté de lourd.", emergency: true, category: 'chest_pain'},
  {text: "I think it's a heart attack, mon père se tient la poitrine pis il arrive plus à parler tellement ça fait mal, on est à Laval, j'appelle le 911 ou je le monte moi-même à l'hôpital?", emergency: true, category: 'chest_pain'},
  {text: "Depuis ce matin j'ai une oppression dans la poitrine qui ne part pas, ça irradie vers l'épaule gauche et le cou, j'ai vomi une fois et j'ai des sueurs froides. Je suis diabétique. Je pensais attendre lundi pour voir mon médecin traitant.", emergency: true, category: 'chest_pain'},
  {text: 'mon collegue se tient le coeur en disant que ca serre tres fort, il est pale en sueur et il respire mal, on est a l atelier', emergency: true, category: 'chest_pain'},
  {text: "Alors je vous écris parce que ma fille m'a dit de demander ici, j'ai passé la journée à faire des confitures de prunes, rien d'anormal, on a mangé tôt, et puis vers dix-sept heures j'ai senti une pression énorme sur la poitrine avec une douleur dans la mâchoire et le bras, ça dure encore et j'ai froid partout, est-ce qu'une tisane peut aider ?", emergency: true, category: 'chest_pain'},
  {text: "Ma femme a une douleur qui lui broie la poitrine depuis une heure, elle a septante-deux ans, elle dit que c'est la digestion mais elle est blanche comme un linge et elle a envie de vomir. On appelle le 112 ou pas ?", emergency: true, category: 'chest_pain'},

  // stroke
  {text: 'ma mere parle bizarre depuis 10 min les mots sortent melanges et sa bouche tombe dun cote', emergency: true, category: 'stroke'},
  {text: "Mon père (quatre-vingt-un ans) n'arrive plus à lever le bras droit depuis le déjeuner et il a la moitié du visage qui pend. Il dit que c'est rien et il veut faire la sieste.", emergency: true, category: 'stroke'},
  {text: "Est-ce normal que je ne voie plus rien de l'œil gauche d'un seul coup, comme un rideau noir qui est tombé, depuis dix minutes ? Pas de douleur.", emergency: true, category: 'stroke'},
  {text: 'mon mari se cogne dans les portes toujours du cote gauche depuis ce matin et il marche de travers comme s il etait saoul alors qu il a rien bu', emergency: true, category: 'stroke'},
  {text: 'urgent ma tante arrive plus a tenir sa tasse, la main gauche lache tout et elle bafouille', emergency: true, category: 'stroke'},
  {text: "Bonjour, je suis aide à domicile chez un monsieur de 88 ans. Aujourd'hui il ne me reconnaît plus, il répond à côté des questions et sa jambe droite est toute molle, alors qu'hier il allait très bien. Je préviens qui en premier ?", emergency: true, category: 'stroke'},
  {text: 'my grandpa est bizarre, il a le sourire tout de travers et quand je lui demande de lever les deux bras y en a un qui retombe, c est un avc?', emergency: true, category: 'stroke'},
  {text: 'jai la moitie de la figure engourdie et la langue pateuse, jarrive pas a dire les mots correctement depuis un quart dheure', emergency: true, category: 'stroke'},
  {text: "Ma blonde est toute mêlée depuis tantôt, elle parle tout croche pis elle échappe ses affaires de la main droite. C'est-tu de la fatigue?", emergency: true, category: 'stroke'},

  // sudden_headache
  {text: "J'étais en train de soulever des cartons et d'un coup, comme un coup de marteau derrière la tête, la pire douleur de ma vie, arrivée en quelques secondes. J'ai vomi deux fois depuis.", emergency: true, category: 'sudden_headache'},
  {text: 'g eu un mal de tete qui a explose d un coup pendant la muscu, le pire de ma vie, jvois trouble', emergency: true, category: 'sudden_headache'},
  {text: "Ma sœur a crié qu'elle avait une douleur atroce dans la tête, arrivée d'un seul coup pendant qu'elle riait, maintenant elle a la nuque raide et la lumière la gêne.", emergency: true, category: 'sudden_headache'},
  {text: "Est-ce normal d'avoir un mal de tête qui arrive en une seconde pendant un rapport, genre explosion, et qui dure depuis une heure ? Je n'ai jamais eu ça.", emergency: true, category: 'sudden_headache'},
  {text: 'headache soudain trop violent, ca a tape d un coup genre coup de tonnerre, j ai 34 ans jamais de migraine et ca tient toujours', emergency: true, category: 'sudden_headache'},
  {text: "Mon mari s'est pris la tête dans les mains en disant « c'est comme si on m'avait tiré dessus », c'est venu en un instant, il est très pâle et il vomit.", emergency: true, category: 'sudden_headache'},

  // head_injury
  {text: "Mon fils de douze ans est tombé du skate sans casque, il a vomi trois fois depuis et il répète sans arrêt les mêmes questions.", emergency: true, category: 'head_injury'},
  {text: 'ma grand mere est tombee dans la salle de bain et sest cognee la tete sur le lavabo, elle prend du xarelto, elle a une grosse bosse', emergency: true, category: 'head_injury'},
  {text: "Le bébé (cinq mois) a glissé de la table à langer et il est tombé la tête la première sur le carrelage, il pleure, on fait quoi ?", emergency: true, category: 'head_injury'},
  {text: 'mon pote a pris un coup de tete au foot il est tombe dans les pommes une minute et maintenant il a du liquide clair qui coule du nez', emergency: true, category: 'head_injury'},
  {text: "Mon père est tombé de l'échelle en taillant la haie, environ trois mètres, il s'est tapé la tête. Il dit qu'il va bien mais il est de plus en plus somnolent et son mal de tête empire.", emergency: true, category: 'head_injury'},
  {text: 'j ai pris une porte de placard dans la tete hier soir, depuis ce matin chui tout embrouille et je dors debout, ma coloc dit que je parle bizarre', emergency: true, category: 'head_injury'},

  // severe_bleeding
  {text: "Je me suis coupé avec la scie circulaire, ça gicle à chaque battement, j'appuie avec un torchon qui est déjà trempé.", emergency: true, category: 'severe_bleeding'},
  {text: 'ma mere vomit du sang rouge depuis tout a l heure y en a plein le lavabo', emergency: true, category: 'severe_bleeding'},
  {text: "Mon compagnon a des selles noires comme du goudron depuis hier et là il a failli tomber en se levant, il a la tête qui tourne.", emergency: true, category: 'severe_bleeding'},
  {text: 'le saignement de nez de mon pere s arrete pas depuis 45 minutes malgre qu on serre, il prend du kardegic, il a rempli une serviette entiere', emergency: true, category: 'severe_bleeding'},
  {text: "Bonjour, j'ai vomi quelque chose qui ressemble à du marc de café, deux fois, et je me sens très faible. J'ai pris beaucoup d'ibuprofène pour mon dos cette semaine.", emergency: true, category: 'severe_bleeding'},
  {text: 'mon oncle tousse du sang, pas juste des filets, des vraies gorgees, il en a plein les mains', emergency: true, category: 'severe_bleeding'},
  {text: 'coupure profonde a la cuisse avec un cutter au boulot, le sang traverse les compresses et fait une flaque par terre', emergency: true, category: 'severe_bleeding'},
  {text: "Depuis l'extraction de ma dent ce midi, ça saigne sans arrêt. J'ai changé les compresses une dizaine de fois en mordant fort, j'ai la bouche pleine de sang et de caillots.", emergency: true, category: 'severe_bleeding'},
  {text: "Ma voisine est tombée sur une vitre cassée et s'est entaillé le bras, le sang sort par jets, je comprime depuis cinq minutes mais ça continue.", emergency: true, category: 'severe_bleeding'},

  // breathing
  {text: 'jarrive plus a respirer jai pris la ventoline mais ca fait rien', emergency: true, category: 'breathing'},
  {text: "Mon mari fait une crise d'asthme, il a pris six bouffées de son inhalateur, il n'arrive pas à finir une phrase et ses lèvres deviennent grises.", emergency: true, category: 'breathing'},
  {text: 'mon fils s est etouffe avec un bonbon il tousse plus il devient violet AIDEZ MOI', emergency: true, category: 'breathing'},
  {text: "Ma mère (BPCO) est essoufflée au repos comme jamais, elle doit s'arrêter entre chaque mot et elle a les lèvres bleutées.", emergency: true, category: 'breathing'},
  {text: 'jsuis en train de suffoquer, j aspire de l air et ca rentre pas, j ai le coeur qui tape', emergency: true, category: 'breathing'},
  {text: "Est-ce normal que mon grand-père respire très vite avec un sifflement et qu'il soit obligé de rester assis penché en avant pour arriver à respirer ? Ça a commencé il y a une heure et ça empire.", emergency: true, category: 'breathing'},
  {text: 'my roommate peut plus respirer, elle halete, elle dit qu elle etouffe et elle arrive pas a parler', emergency: true, category: 'breathing'},
  {text: "Au restaurant, un monsieur à la table d'à côté s'est étouffé avec un morceau de viande, il se tient la gorge et ne fait plus aucun bruit.", emergency: true, category: 'breathing'},

  // anaphylaxis
  {text: "Je viens de manger un plat thaï, j'ai les lèvres qui gonflent, la gorge qui gratte et ma voix change.", emergency: true, category: 'anaphylaxis'},
  {text: 'piquee par une guepe il y a 10 min, plaques partout sur le corps et je me sens partir', emergency: true, category: 'anaphylaxis'},
  {text: "Mon fils est allergique aux arachides, il a croqué un biscuit chez un copain, je lui ai fait le stylo d'adrénaline mais il a encore du mal à avaler.", emergency: true, category: 'anaphylaxis'},
  {text: 'apres l antibiotique que le dentiste m a donne ma langue a enfle et jai du mal a respirer', emergency: true, category: 'anaphylaxis'},
  {text: "Mon mari a mangé des crevettes à l'apéro, son visage est tout gonflé, il a des boutons rouges partout et il dit qu'il a la gorge qui se ferme.", emergency: true, category: 'anaphylaxis'},
  {text: 'ma fille a goute son premier oeuf, 20 min apres urticaire geante partout, elle tousse et sa voix est toute rauque', emergency: true, category: 'anaphylaxis'},

  // unconscious
  {text: 'mon pere est tombe par terre dans le salon il repond plus quand je le secoue', emergency: true, category: 'unconscious'},
  {text: "Je n'arrive pas à réveiller mon colocataire. Il respire mais il ne réagit ni quand je crie ni quand je le pince.", emergency: true, category: 'unconscious'},
  {text: "Ma grand-mère s'est effondrée à la caisse du supermarché, elle a les yeux ouverts mais elle ne répond pas du tout.", emergency: true, category: 'unconscious'},
  {text: 'ma copine a fait un malaise et depuis elle reagit plus du tout, ca fait deux minutes', emergency: true, category: 'unconscious'},
  {text: 'mon frere dort depuis hier midi et la on arrive plus a le reveiller du tout, il grogne meme pas', emergency: true, category: 'unconscious'},
  {text: "Hello, my husband s'est écroulé dans la douche, il est inconscient, qu'est-ce qu'on fait en attendant le SAMU ?", emergency: true, category: 'unconscious'},

  // seizure
  {text: "Mon fils de quinze ans est en train de convulser par terre, il n'a jamais fait ça, ça dure depuis deux minutes.", emergency: true, category: 'seizure'},
  {text: 'ma femme est epileptique elle fait une crise depuis plus de 6 minutes ca s arrete pas', emergency: true, category: 'seizure'},
  {text: 'il a fait une crise, s est reveille a moitie et il en refait une deuxieme maintenant', emergency: true, category: 'seizure'},
  {text: "Ma collègue est tombée et tremble de tout son corps, les yeux révulsés, de la bave à la bouche. Elle n'est pas épileptique.", emergency: true, category: 'seizure'},
  {text: "Docteur svp mon petit frère a le corps chaud depuis hier, on pensait au palu, et là il s'est raidi et tout son corps tremble fort, il ne nous répond pas.", emergency: true, category: 'seizure'},
  {text: "Est-ce normal que mon mari soit pris de secousses violentes et raides pendant son sommeil ? Il ne répond pas quand je l'appelle et ça continue.", emergency: true, category: 'seizure'},

  // overdose_poisoning
  {text: 'mon fils de 3 ans a avale une pile bouton de la telecommande', emergency: true, category: 'overdose_poisoning'},
  {text: "J'ai pris toute la boîte de Doliprane il y a deux heures, une vingtaine de comprimés, et là je regrette.", emergency: true, category: 'overdose_poisoning'},
  {text: "Ma fille de deux ans a bu de l'eau de Javel dans la salle de bains, elle tousse et elle bave.", emergency: true, category: 'overdose_poisoning'},
  {text: 'mon pote a pris trop de keta avec de l alcool, il est tout mou et il respire bizarre', emergency: true, category: 'overdose_poisoning'},
  {text: "Ma mère a confondu ses boîtes : elle a pris deux fois sa digoxine et en plus les comprimés du soir de mon père. Elle a des nausées et elle dit qu'elle voit tout en jaune.", emergency: true, category: 'overdose_poisoning'},
  {text: 'on a ramasse des champignons ce week end et on les a manges hier soir, toute la famille vomit depuis ce matin', emergency: true, category: 'overdose_poisoning'},
  {text: 'le petit a croque une capsule de lave vaisselle, il a de la mousse dans la bouche', emergency: true, category: 'overdose_poisoning'},
  {text: "Mon neveu de quatre ans a avalé des aimants de son jeu de construction, au moins trois.", emergency: true, category: 'overdose_poisoning'},
  {text: "Mon grand-père a bu de l'huile de lampe qu'il a prise pour de l'eau dans une bouteille, il tousse beaucoup.", emergency: true, category: 'overdose_poisoning'},

  // carbon_monoxide
  {text: "Toute la famille a mal à la tête et envie de vomir depuis qu'on a allumé le poêle à pétrole, même le chien est bizarre.", emergency: true, category: 'carbon_monoxide'},
  {text: 'le detecteur de CO bip et moi et ma soeur on a des vertiges', emergency: true, category: 'carbon_monoxide'},
  {text: "On a mis le barbecue dans le garage à cause de la pluie, mon père et mon oncle ont la tête qui tourne et mon cousin est difficile à réveiller.", emergency: true, category: 'carbon_monoxide'},
  {text: 'depuis qu il fait froid on a tous mal a la tete le matin dans l appart, la chaudiere est vieille, ce matin ma femme a failli tomber et les enfants ont vomi', emergency: true, category: 'carbon_monoxide'},
  {text: "Mon voisin fait tourner un groupe électrogène dans sa cave pendant la coupure de courant. Chez eux ils ont tous des nausées et des maux de tête, et sa femme est très somnolente.", emergency: true, category: 'carbon_monoxide'},
  {text: "Au chalet avec le foyer au gaz, on a tous les quatre un mal de tête qui cogne et on se sent faibles, un des enfants a vomi.", emergency: true, category: 'carbon_monoxide'},

  // burns
  {text: "Ma fille de deux ans a tiré la casserole d'eau bouillante sur elle, elle a le bras et la poitrine rouges avec des cloques.", emergency: true, category: 'burns'},
  {text: 'je me suis brule le visage et les mains en allumant le barbecue avec de l alcool a bruler', emergency: true, category: 'burns'},
  {text: "Mon mari a touché un câble électrique au travail, il a une brûlure noire dans la main et il se sent bizarre.", emergency: true, category: 'burns'},
  {text: 'eclaboussure de deboucheur sur la jambe, la peau devient blanche et ca brule a mort', emergency: true, category: 'burns'},
  {text: "Il y a eu un feu dans la cuisine chez ma mère, elle a respiré beaucoup de fumée, elle tousse, sa voix est enrouée et elle a de la suie autour du nez.", emergency: true, category: 'burns'},
  {text: 'brulure huile de friteuse sur tout l avant bras, la peau est blanche et je sens presque rien a cet endroit', emergency: true, category: 'burns'},

  // sepsis
  {text: "Ma mère a une infection urinaire depuis trois jours. Aujourd'hui elle est confuse, elle dit n'importe quoi et elle n'a presque pas fait pipi.", emergency: true, category: 'sepsis'},
  {text: 'opere de l appendicite il y a 5 jours, fievre 39,8, je grelotte sans arret et je respire super vite, je me sens comme si j allais mourir', emergency: true, category: 'sepsis'},
  {text: "Mon mari a la grippe, mais là il a la peau marbrée sur les genoux, les mains glacées alors qu'il a quarante de fièvre, et il respire très vite.", emergency: true, category: 'sepsis'},
  {text: 'la plaie de ma jambe est infectee, rouge et chaude, et la je tremble de partout, j articule mal et ma fille dit que je suis tout gris', emergency: true, category: 'sepsis'},
  {text: "Mon père a une pneumonie sous antibiotiques depuis hier. Ce soir il est désorienté, il respire à toute vitesse et il n'a pas uriné depuis ce matin.", emergency: true, category: 'sepsis'},
  {text: 'grippe depuis 4 jours, jsp ce qui m arrive mais je me sens vraiment en train de partir, frissons enormes et la peau toute marbree', emergency: true, category: 'sepsis'},

  // meningitis
  {text: "Mon fils de dix-sept ans a de la fièvre, la nuque raide et il ne supporte pas la lumière.", emergency: true, category: 'meningitis'},
  {text: 'des petites taches violettes sur les jambes de ma fille qui partent pas quand j appuie le verre dessus, elle a 39', emergency: true, category: 'meningitis'},
  {text: "Mon bébé de neuf mois a de la fièvre et il est inconsolable, il hurle quand on le touche et il ferme les yeux devant la lumière.", emergency: true, category: 'meningitis'},
  {text: 'coloc etudiante, fievre depuis ce matin, elle peut pas baisser le menton vers la poitrine et elle vomit', emergency: true, category: 'meningitis'},
  {text: "Mon mari a de la fièvre et il est extrêmement somnolent, il arrive à peine à ouvrir les yeux et il se plaint de la nuque.", emergency: true, category: 'meningitis'},
  {text: 'fievre + boutons qui s effacent pas au test du verre, c est quoi? on est a Bruxelles, il est 2h du mat', emergency: true, category: 'meningitis'},

  // pregnancy
  {text: "Je suis enceinte de 34 semaines. Depuis ce matin j'ai un mal de tête énorme, je vois des flashs et mes mains et mon visage ont gonflé d'un coup.", emergency: true, category: 'pregnancy'},
  {text: 'accouchee il y a 4 jours je remplis une serviette par heure avec des gros caillots', emergency: true, category: 'pregnancy'},
  {text: "Enceinte de sept semaines, douleur très forte en bas à droite du ventre, j'ai mal au bout de l'épaule et j'ai failli m'évanouir.", emergency: true, category: 'pregnancy'},
  {text: 'enceinte de 31 sa je sens plus bouger le bebe depuis hier soir', emergency: true, category: 'pregnancy'},
  {text: "J'ai perdu les eaux il y a deux jours, le travail n'a pas commencé et là j'ai 38,9 de fièvre.", emergency: true, category: 'pregnancy'},
  {text: 'accouchement il y a une semaine, fievre, pertes qui sentent tres mauvais et je me sens vraiment pas bien du tout', emergency: true, category: 'pregnancy'},

  // sick_child
  {text: "Ma fille de six semaines a 38,2. Elle boit bien, est-ce que je peux attendre demain matin pour le pédiatre ?", emergency: true, category: 'sick_child'},
  {text: 'mon bebe est tout mou comme une poupee de chiffon, il reagit a peine', emergency: true, category: 'sick_child'},
  {text: "Mon fils de huit mois respire avec un petit grognement à chaque expiration et on voit ses côtes se creuser.", emergency: true, category: 'sick_child'},
  {text: 'le petit vomit tout ce qu il boit depuis ce matin meme l eau, pas de couche mouillee depuis hier soir', emergency: true, category: 'sick_child'},
  {text: "Ma nièce d'un an pousse des cris aigus bizarres, pas comme d'habitude, et elle est difficile à réveiller.", emergency: true, category: 'sick_child'},
  {text: 'bb de 4 mois refuse le biberon depuis ce matin et il a le tour des levres un peu bleu', emergency: true, category: 'sick_child'},
  {text: "Mon fils de deux ans a une gastro, il ne boit plus rien depuis hier, il n'a pas fait pipi depuis au moins quatorze heures et il dort tout le temps.", emergency: true, category: 'sick_child'},
  {text: 'mon fils 18 mois a de la fievre et il est tout flasque, il me regarde pas, il geint doucement', emergency: true, category: 'sick_child'},

  // self_harm
  {text: "Je crois que tout le monde serait plus tranquille sans moi. Je suis un poids pour ma famille depuis mon accident.", emergency: true, category: 'self_harm'},
  {text: 'j ai mis de cote des cachets depuis des semaines, ce soir je pense que c est le bon moment', emergency: true, category: 'self_harm'},
  {text: "Ma fille de seize ans a donné ses affaires préférées à ses copines et leur a écrit des lettres d'adieu. Elle dit que tout va bien.", emergency: true, category: 'self_harm'},
  {text: 'jveux juste m endormir et plus jamais me reveiller, chui fatigue de tout', emergency: true, category: 'self_harm'},
  {text: "Mon meilleur ami m'a envoyé un message bizarre ce soir : « merci pour tout, prends soin de toi, je t'ai toujours aimé ». Il ne répond plus au téléphone.", emergency: true, category: 'self_harm'},
  {text: 'je suis en train de me couper et je n arrive pas a arreter', emergency: true, category: 'self_harm'},
  {text: "Mon mari a acheté une corde qu'il a cachée dans le garage, et il parle de « régler le problème une fois pour toutes ».", emergency: true, category: 'self_harm'},
  {text: 'jaimerais disparaitre pour de bon, que tout s arrete, g plus la force', emergency: true, category: 'self_harm'},
  {text: "Depuis mon licenciement je pense sans arrêt à en finir, je suis même allé regarder le pont près de chez moi.", emergency: true, category: 'self_harm'},
  {text: "bonsoir, my brother m'a dit au tel que ce serait la dernière fois qu'on se parle et qu'il a tout prévu", emergency: true, category: 'self_harm'},

  // other_emergency
  {text: "Mon mari a une douleur atroce au ventre arrivée d'un coup, son ventre est dur comme du bois et il ne peut plus bouger.", emergency: true, category: 'other_emergency'},
  {text: 'mon fils de 14 ans a une douleur horrible a un testicule depuis une heure, il vomit', emergency: true, category: 'other_emergency'},
  {text: "Ma mère est diabétique, elle est en sueur, agressive et confuse, elle ne sait plus où elle est. Le lecteur affiche 0,40.", emergency: true, category: 'other_emergency'},
  {text: 'ma jambe est devenue froide, toute blanche et je la sens plus depuis 30 min', emergency: true, category: 'other_emergency'},
  {text: 'mon pere diabetique, le lecteur de glycemie affiche HI, il est tres confus et il boit des litres d eau', emergency: true, category: 'other_emergency'},

  // routine: chest_pain
  {text: "Pas de douleur dans la poitrine du tout, juste des palpitations quand je bois trop de café. C'est la caféine ?", emergency: false, trap: 'denial', resembles: 'chest_pain'},
  {text: "J'ai fait un infarctus il y a neuf ans, on m'a posé un stent, tout va bien depuis. Est-ce que je peux partir en randonnée en altitude cet été ?", emergency: false, trap: 'remote_past', resembles: 'chest_pain'},
  {text: 'g mal entre les cotes seulement quand j appuie dessus depuis que j ai demenage des meubles, sinon rien', emergency: false, trap: 'mild', resembles: 'chest_pain'},
  {text: "Quels sont les signes d'une crise cardiaque chez une femme ? On dit que c'est différent des hommes.", emergency: false, trap: 'general_question', resembles: 'chest_pain'},
  {text: "Je prends du Kardégic 75 pour le cœur, est-ce que je peux prendre de l'ibuprofène pour une entorse de la cheville ?", emergency: false, trap: 'dosing', resembles: 'chest_pain'},
  {text: "Mon père a eu une brûlure qui remontait derrière le sternum après le couscous, il a pris un Gaviscon et c'est passé en dix minutes, il va très bien. C'est du reflux ?", emergency: false, trap: 'reassurance', resembles: 'chest_pain'},

  // routine: stroke
  {text: "Ma mère a fait un AVC en 2016, elle a tout récupéré sauf un peu de fatigue. Est-ce qu'elle peut refaire de l'aquagym ?", emergency: false, trap: 'remote_past', resembles: 'stroke'},
  {text: 'c quoi les signes d un avc? je veux apprendre a ma grand mere a les reconnaitre', emergency: false, trap: 'general_question', resembles: 'stroke'},
  {text: "J'ai des fourmis dans la main droite au réveil, ça part en secouant la main au bout de deux minutes. Canal carpien ?", emergency: false, trap: 'mild', resembles: 'stroke'},
  {text: "Mon mari a un petit tic à la paupière depuis trois jours. Le visage n'est pas de travers, il parle normalement et il lève bien les deux bras. C'est le stress ?", emergency: false, trap: 'denial', resembles: 'stroke'},
  {text: 'ma mere avait la levre qui pendait apres l anesthesie chez le dentiste, deux heures apres tout est revenu, elle sourit et parle normalement', emergency: false, trap: 'reassurance', resembles: 'stroke'},
  {text: "Mon père prend du Plavix, est-ce qu'il peut prendre du paracétamol pour son genou, et combien par jour ?", emergency: false, trap: 'dosing', resembles: 'stroke'},

  // routine: sudden_headache
  {text: 'mal de tete leger depuis 2 jours, je pense que je bois pas assez d eau, ca passe avec un doliprane', emergency: false, trap: 'mild', resembles: 'sudden_headache'},
  {text: "J'ai entendu parler de « céphalée en coup de tonnerre » dans un podcast, ça ressemble à quoi exactement ?", emergency: false, trap: 'general_question', resembles: 'sudden_headache'},
  {text: "Combien de triptans je peux prendre par jour pour une migraine ? C'est ma migraine habituelle, rien de nouveau.", emergency: false, trap: 'dosing', resembles: 'sudden_headache'},
  {text: "J'ai des migraines avec aura depuis l'adolescence. Celle d'aujourd'hui est exactement comme les autres, montée doucement, pas du tout la pire de ma vie. Je peux aller travailler ?", emergency: false, trap: 'denial', resembles: 'sudden_headache'},
  {text: 'mal de crane apres la soiree d hier lol, des astuces contre la gueule de bois?', emergency: false, trap: 'everyday', resembles: 'sudden_headache'},

  // routine: head_injury
  {text: "Ma fille de quatre ans s'est cognée le front contre la table basse, une belle bosse, mais elle a pleuré deux secondes et elle joue normalement, elle mange son goûter.", emergency: false, trap: 'reassurance', resembles: 'head_injury'},
  {text: "J'ai eu un traumatisme crânien en moto il y a douze ans, j'ai bien récupéré. Est-ce que je peux faire de la boxe en amateur ?", emergency: false, trap: 'remote_past', resembles: 'head_injury'},
  {text: 'mon fils a pris un ballon dans la tete au hand, il a pas perdu connaissance, pas vomi, il se souvient de tout, juste un peu mal, je lui donne quoi?', emergency: false, trap: 'denial', resembles: 'head_injury'},
  {text: "Je me suis cogné la tête contre la hotte en me relevant, petite bosse, rien d'autre, ça fait juste un peu mal au toucher.", emergency: false, trap: 'mild', resembles: 'head_injury'},
  {text: "Après un choc à la tête, quels signes doivent faire consulter en urgence ? C'est pour une affiche dans notre club de rugby.", emergency: false, trap: 'general_question', resembles: 'head_injury'},

  // routine: severe_bleeding
  {text: 'saignement de nez ce matin qui s est arrete au bout de 5 min en pincant, ca m arrive souvent en hiver', emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: "Coupure avec une feuille de papier, ça saigne un tout petit peu, faut-il désinfecter ?", emergency: false, trap: 'mild', resembles: 'severe_bleeding'},
  {text: "Je me suis coupé en épluchant des patates, ça a pas mal saigné au début mais j'ai appuyé cinq minutes et c'est arrêté. C'est profond d'un demi-centimètre, faut-il des points ?", emergency: false, trap: 'reassurance', resembles: 'severe_bleeding'},
  {text: "Sous Eliquis, est-ce que je peux prendre de l'aspirine pour un mal de dents, ou plutôt autre chose ?", emergency: false, trap: 'dosing', resembles: 'severe_bleeding'},
  {text: "Mes selles sont noires depuis que je prends du fer, je n'ai aucun vertige, aucune fatigue de plus, c'est bien le fer ?", emergency: false, trap: 'denial', resembles: 'severe_bleeding'},
  {text: "J'ai eu un ulcère qui a saigné il y a sept ans, guéri depuis et contrôlé par fibroscopie. Est-ce que je peux reprendre le vélo de route ?", emergency: false, trap: 'remote_past', resembles: 'severe_bleeding'},

  // routine: breathing
  {text: 'un peu essouffle en montant les 4 etages depuis que j ai arrete le sport, normal?', emergency: false, trap: 'mild', resembles: 'breathing'},
  {text: "Mon fils tousse la nuit depuis son rhume, mais il respire bien, pas de sifflement, il parle et il joue normalement.", emergency: false, trap: 'denial', resembles: 'breathing'},
  {text: "Comment savoir si une crise d'asthme est grave ? Mon fils vient d'être diagnostiqué asthmatique.", emergency: false, trap: 'general_question', resembles: 'breathing'},
  {text: "Combien de bouffées de Ventoline au maximum par jour pour de l'asthme d'effort ? Je n'en prends qu'avant le foot.", emergency: false, trap: 'dosing', resembles: 'breathing'},
  {text: 'ma fille a avale de travers un bout de pomme, elle a tousse fort et l a recrache, maintenant elle parle et rigole', emergency: false, trap: 'reassurance', resembles: 'breathing'},
  {text: "J'ai été intubé pour une crise d'asthme en 2012, depuis c'est bien contrôlé. Je peux faire un baptême de plongée ?", emergency: false, trap: 'remote_past', resembles: 'breathing'},

  // routine: anaphylaxis
  {text: "Piqûre de moustique très gonflée sur le mollet, ça gratte, c'est rouge sur trois centimètres, rien d'autre.", emergency: false, trap: 'mild', resembles: 'anaphylaxis'},
  {text: "J'ai fait un choc anaphylactique aux noix de cajou il y a quinze ans. Combien de temps se conserve un stylo d'adrénaline ?", emergency: false, trap: 'remote_past', resembles: 'anaphylaxis'},
  {text: 'cest quoi la difference entre une allergie normale et un choc anaphylactique?', emergency: false, trap: 'general_question', resembles: 'anaphylaxis'},
  {text: "J'ai quelques plaques d'urticaire après avoir mangé des fraises, mais pas de gonflement des lèvres, je respire et j'avale très bien. Un antihistaminique suffit ?", emergency: false, trap: 'denial', resembles: 'anaphylaxis'},
  {text: 'je peux donner de la cetirizine a ma fille de 5 ans pour son rhume des foins? quelle dose?', emergency: false, trap: 'dosing', resembles: 'anaphylaxis'},
  {text: "Mon fils a été piqué par une abeille, le doigt a un peu gonflé, mais il respire bien et il est retourné jouer dehors.", emergency: false, trap: 'reassurance', resembles: 'anaphylaxis'},

  // routine: unconscious
  {text: 'jai eu la tete qui tourne en me levant trop vite ce matin, ca a dure trois secondes', emergency: false, trap: 'mild', resembles: 'unconscious'},
  {text: "Ma fille a fait un malaise vagal à la prise de sang, elle est tombée dans les pommes dix secondes et s'est réveillée toute seule, maintenant elle va bien et mange un biscuit.", emergency: false, trap: 'reassurance', resembles: 'unconscious'},
  {text: "Il y a cinq ans je me suis évanoui pendant un concert, jamais recommencé depuis. Dois-je le signaler pour mon permis ?", emergency: false, trap: 'remote_past', resembles: 'unconscious'},
  {text: "Comment on met quelqu'un en position latérale de sécurité ? Je fais une formation de secourisme la semaine prochaine.", emergency: false, trap: 'general_question', resembles: 'unconscious'},
  {text: 'mon pere dort beaucoup depuis la retraite mais il se reveille sans probleme quand on l appelle, c est normal des siestes de 2h?', emergency: false, trap: 'denial', resembles: 'unconscious'},

  // routine: seizure
  {text: "J'ai fait des convulsions fébriles enfant, plus rien depuis trente ans. Est-ce que mes enfants risquent d'en faire ?", emergency: false, trap: 'remote_past', resembles: 'seizure'},
  {text: 'que faire si quelqu un fait une crise d epilepsie devant moi? je suis prof en primaire', emergency: false, trap: 'general_question', resembles: 'seizure'},
  {text: "Je suis sous Lamictal pour mon épilepsie, est-ce que je peux prendre un antihistaminique pour mes allergies ?", emergency: false, trap: 'dosing', resembles: 'seizure'},
  {text: "Ma paupière tressaute depuis trois jours, c'est énervant. C'est la fatigue ?", emergency: false, trap: 'mild', resembles: 'seizure'},
  {text: "Mon bébé a de petits sursauts en dormant, ses bras se lancent d'un coup puis il se rendort paisiblement, il tète bien. C'est le réflexe de Moro ?", emergency: false, trap: 'reassurance', resembles: 'seizure'},

  // routine: overdose_poisoning
  {text: 'combien de doliprane je peux prendre max par jour pour pas faire d overdose par erreur? je fais 60 kg', emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: "Est-ce que je peux boire un verre de vin avec mon amoxicilline ?", emergency: false, trap: 'dosing', resembles: 'overdose_poisoning'},
  {text: "J'ai été dépendant à l'héroïne, abstinent depuis huit ans. Est-ce qu'on peut me donner de la codéine après l'opération de mes dents de sagesse ?", emergency: false, trap: 'remote_past', resembles: 'overdose_poisoning'},
  {text: "Mon fils a léché le bouchon du flacon de lessive. Le centre antipoison dit qu'il n'a rien avalé de dangereux, il joue normalement. Je surveille quoi ?", emergency: false, trap: 'reassurance', resembles: 'overdose_poisoning'},
  {text: "Quelles baies du jardin sont toxiques pour les enfants ? Je veux arracher ce qui est dangereux avant l'été.", emergency: false, trap: 'general_question', resembles: 'overdose_poisoning'},
  {text: "Ma fille de deux ans a ouvert le tube de vitamines, mais j'ai compté : il n'en manque aucune, elle les avait juste dans la main. Elle n'a rien avalé.", emergency: false, trap: 'denial', resembles: 'overdose_poisoning'},

  // routine: carbon_monoxide
  {text: 'ou placer un detecteur de monoxyde de carbone dans une maison? a cote de la chaudiere ou dans les chambres?', emergency: false, trap: 'general_question', resembles: 'carbon_monoxide'},
  {text: "Notre détecteur de CO bipe une fois par minute, mais personne n'a aucun symptôme, on se sent tous bien, je crois que c'est la pile. Comment je le sais ?", emergency: false, trap: 'denial', resembles: 'carbon_monoxide'},
  {text: "Le chauffagiste vient entretenir la chaudière demain, quelles questions je dois lui poser pour la sécurité ?", emergency: false, trap: 'everyday', resembles: 'carbon_monoxide'},
  {text: "Il y a dix ans on a eu une intoxication au monoxyde de carbone à cause d'un chauffe-eau, on va tous bien. Est-ce que ça peut laisser des séquelles à long terme ?", emergency: false, trap: 'remote_past', resembles: 'carbon_monoxide'},

  // routine: burns
  {text: "Je me suis brûlé le bout du doigt sur la plaque du four, petite rougeur, pas de cloque. Je mets quoi ?", emergency: false, trap: 'mild', resembles: 'burns'},
  {text: 'coup de soleil sur les epaules apres la plage, ca pique un peu, l aloe vera ca suffit?', emergency: false, trap: 'mild', resembles: 'burns'},
  {text: "Ma fille a touché la porte du four, petite rougeur sur un doigt, je l'ai passé sous l'eau froide vingt minutes, elle ne pleure plus et elle joue.", emergency: false, trap: 'reassurance', resembles: 'burns'},
  {text: "Comment savoir si une brûlure nécessite de voir un médecin ?", emergency: false, trap: 'general_question', resembles: 'burns'},
  {text: "J'ai été gravement brûlé à la jambe il y a vingt ans, avec greffe de peau. Les cicatrices me grattent en été, quelle crème ?", emergency: false, trap: 'remote_past', resembles: 'burns'},

  // routine: sepsis
  {text: 'cest quoi les signes d une septicemie? ma mere a souvent des infections urinaires', emergency: false, trap: 'general_question', resembles: 'sepsis'},
  {text: "J'ai une cystite depuis hier, ça brûle quand je fais pipi, un peu d'inconfort, sinon je me sens bien.", emergency: false, trap: 'mild', resembles: 'sepsis'},
  {text: "J'ai fait un choc septique après une pneumonie en 2018, je m'en suis bien remis. Faut-il que je me fasse vacciner contre la grippe chaque année ?", emergency: false, trap: 'remote_past', resembles: 'sepsis'},
  {text: "Mon mari a la grippe, 38,5, mais il est tout à fait lucide, il boit, il urine normalement et il regarde le match.", emergency: false, trap: 'reassurance', resembles: 'sepsis'},
  {text: 'infection a un doigt apres une echarde, un peu rouge, pas de fievre pas de frissons, la rougeur s etend pas, je fais quoi?', emergency: false, trap: 'denial', resembles: 'sepsis'},

  // routine: meningitis
  {text: "Comment on fait le test du verre pour une éruption ? Je veux savoir le faire pour mes enfants.", emergency: false, trap: 'general_question', resembles: 'meningitis'},
  {text: 'ma fille a de la fievre et des boutons rouges, j ai fait le test du verre et ils disparaissent, elle regarde des dessins animes et mange bien', emergency: false, trap: 'reassurance', resembles: 'meningitis'},
  {text: "Torticolis depuis ce matin après avoir dormi de travers, pas de fièvre, la lumière ne me gêne pas. Chaud ou froid ?", emergency: false, trap: 'denial', resembles: 'meningitis'},
  {text: "Mon frère a eu une méningite à six ans, aujourd'hui il en a trente et va bien. Est-ce que c'est héréditaire ?", emergency: false, trap: 'remote_past', resembles: 'meningitis'},
  {text: "Le vaccin contre le méningocoque B, combien de doses pour un bébé et à quel âge ?", emergency: false, trap: 'general_question', resembles: 'meningitis'},

  // routine: pregnancy
  {text: "Enceinte de douze semaines, un peu de pertes blanches sans odeur, c'est normal ?", emergency: false, trap: 'mild', resembles: 'pregnancy'},
  {text: "Enceinte de 30 semaines, le bébé a moins bougé ce matin, mais j'ai bu un jus, je me suis allongée sur le côté gauche et il a bougé plein de fois, comme d'habitude.", emergency: false, trap: 'reassurance', resembles: 'pregnancy'},
  {text: 'enceinte, je peux prendre du spasfon ou du doliprane pour des petites douleurs de ligaments?', emergency: false, trap: 'dosing', resembles: 'pregnancy'},
  {text: "Quels sont les signes de la pré-éclampsie ? Ma sœur en a fait une et je suis enceinte de mon premier.", emergency: false, trap: 'general_question', resembles: 'pregnancy'},
  {text: "J'ai fait une grossesse extra-utérine il y a six ans, j'ai eu deux enfants depuis sans problème. Faut-il une échographie précoce pour la prochaine ?", emergency: false, trap: 'remote_past', resembles: 'pregnancy'},
  {text: "Enceinte de 36 semaines, les pieds un peu gonflés le soir, mais pas de mal de tête, pas de troubles de la vue, et la tension était normale chez la sage-femme hier.", emergency: false, trap: 'denial', resembles: 'pregnancy'},

  // routine: sick_child
  {text: "Mon fils de deux ans a 38,5 de fièvre, mais il boit bien, il joue, il fait pipi et il respire normalement.", emergency: false, trap: 'reassurance', resembles: 'sick_child'},
  {text: 'dose de doliprane pour un bebe de 8 kg? il a mal aux dents, la pharmacie est fermee', emergency: false, trap: 'dosing', resembles: 'sick_child'},
  {text: "Mon bébé de sept mois a le nez qui coule et tousse un peu, il mange et dort bien.", emergency: false, trap: 'mild', resembles: 'sick_child'},
  {text: "Quels sont les signes de déshydratation chez un bébé ?", emergency: false, trap: 'general_question', resembles: 'sick_child'},
  {text: 'mon bebe de 2 mois regurgite un peu apres chaque biberon mais il prend bien du poids, c est normal?', emergency: false, trap: 'everyday', resembles: 'sick_child'},
  {text: "Ma fille de trois ans a vomi une fois ce matin, mais elle n'est pas molle, elle boit par petites gorgées et elle a fait pipi il y a une heure.", emergency: false, trap: 'denial', resembles: 'sick_child'},

  // routine: self_harm
  {text: "Je dors mal à cause du boulot, je suis stressé, mais aucune idée noire, rien de ce genre. Je veux juste des conseils pour mieux dormir.", emergency: false, trap: 'denial', resembles: 'self_harm'},
  {text: "J'ai fait une tentative de suicide à dix-neuf ans, j'en ai trente-cinq aujourd'hui et je vais bien. Est-ce que je dois le mentionner au médecin du travail ?", emergency: false, trap: 'remote_past', resembles: 'self_harm'},
  {text: "Quels sont les signes qu'un ado va mal psychologiquement ? Je suis CPE dans un collège.", emergency: false, trap: 'general_question', resembles: 'self_harm'},
  {text: 'je me sens un peu a plat depuis l hiver, pas envie de grand chose, est ce que la luminotherapie ca marche vraiment?', emergency: false, trap: 'mild', resembles: 'self_harm'},
  {text: "« Je vais me tuer à la tâche avec ce déménagement » haha, non sérieusement j'ai mal au bas du dos, des étirements à conseiller ?", emergency: false, trap: 'everyday', resembles: 'self_harm'},
  {text: "Je me scarifiais au lycée, j'ai arrêté il y a dix ans. Est-ce que les cicatrices sur les avant-bras peuvent s'atténuer au laser ?", emergency: false, trap: 'remote_past', resembles: 'self_harm'},

  // routine: other_emergency
  {text: "Petit mal de ventre après le repas avec des gaz, ça passe en une heure.", emergency: false, trap: 'mild', resembles: 'other_emergency'},
  {text: 'c quoi les signes d une hypoglycemie? mon fils est diabetique type 1 depuis peu', emergency: false, trap: 'general_question', resembles: 'other_emergency'},
  {text: "J'ai une petite gêne au testicule gauche après le vélo, pas de gonflement, pas de douleur forte, ça passe au repos.", emergency: false, trap: 'denial', resembles: 'other_emergency'},
  {text: "Ma glycémie était à 0,65 avant le sport, j'ai pris du sucre, c'est remonté à 1,10 et je me sens bien.", emergency: false, trap: 'reassurance', resembles: 'other_emergency'},
  {text: "J'ai oublié mon injection d'insuline lente hier soir, je la fais maintenant ou j'attends ce soir ?", emergency: false, trap: 'dosing', resembles: 'other_emergency'},

  // routine: everyday
  {text: "Bonjour, à partir de quel âge peut-on faire le vaccin contre le papillomavirus à un garçon ?", emergency: false, trap: 'everyday'},
  {text: 'jai des boutons sur le front depuis que je porte une casquette tout le temps, c est lie?', emergency: false, trap: 'everyday'},
  {text: "Je travaille de nuit à l'hôpital, comment je peux organiser mes repas pour ne pas prendre de poids ?", emergency: false, trap: 'everyday'},
  {text: 'chui vegan depuis 1 an, faut que je prenne de la b12 ou pas?', emergency: false, trap: 'everyday'},
  {text: "Mon natel me réveille à six heures mais je suis crevé toute la matinée, c'est quoi la bonne durée de sommeil à quarante ans ?", emergency: false, trap: 'everyday'},
  {text: "Est-ce que les lentilles de contact peuvent se garder la nuit si c'est juste une sieste ?", emergency: false, trap: 'everyday'},
  {text: 'ma fille de 10 ans a des poux pour la 3eme fois, un traitement qui marche vraiment?', emergency: false, trap: 'everyday'},
  {text: "Bonjour docteur, je voudrais savoir si on peut prendre le traitement contre le palu avant de voyager au pays avec les enfants, on part en décembre.", emergency: false, trap: 'everyday'},
  {text: "J'ai mal au genou quand je descends les escaliers depuis que je me suis mise à la course, kiné ou repos ?", emergency: false, trap: 'everyday'},
  {text: 'tkt pas c juste une question: les ongles qui cassent tout le temps c un manque de quoi?', emergency: false, trap: 'everyday'},
  {text: "Mon grand-père de nonante ans voudrait refaire ses lunettes, il faut une ordonnance en Belgique ?", emergency: false, trap: 'everyday'},
  {text: "Is it ok de faire du sport le lendemain du vaccin contre la grippe ? J'ai juste le bras un peu douloureux.", emergency: false, trap: 'everyday'},
  {text: 'cest quoi la difference entre un generique et le medicament original, c est aussi efficace?', emergency: false, trap: 'everyday'},
  {text: "Ma fille de huit ans ronfle beaucoup la nuit, est-ce qu'il faut voir un ORL pour les amygdales ?", emergency: false, trap: 'everyday'},
  {text: "Chu tanné d'avoir les lèvres gercées tout l'hiver, y a-tu un baume qui marche pour vrai ?", emergency: false, trap: 'everyday'},
]

export default messages
