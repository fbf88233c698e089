import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Suivre ses concurrents sur TikTok, Reels et Shorts : fréquence d'actualisation et historique",
  description:
    "Un dispositif concret pour suivre concurrents et créateurs en vidéo courte : quoi suivre, à quelle fréquence actualiser, combien d'historique garder et quelles alertes activer.",
  excerpt:
    "Un instantané montre où en est un concurrent. Un historique montre où il va. Comment mettre en place un suivi qui détecte les tendances sans vous noyer sous les chiffres.",
  body: [
    {
      type: "p",
      text: "Jeter un œil de temps en temps au profil d'un concurrent vous donne son nombre d'abonnés et ses plus grosses vidéos. Cela ne vous dit pas quelle nouvelle vidéo est en train de décoller, si son niveau de base progresse, ni quel sujet il a commencé à tester. Pour cela, il vous faut un suivi : les mêmes chiffres publics, relevés à intervalles réguliers. Cet article explique quoi suivre, à quelle fréquence et combien de temps conserver les données.",
    },
    { type: "h2", id: "channels-and-videos", text: "Suivre les chaînes et les vidéos individuelles" },
    {
      type: "p",
      text: "Le suivi se fait à deux niveaux, et la plupart des équipes ont besoin des deux.",
    },
    {
      type: "ul",
      items: [
        "Le suivi de chaîne porte sur un compte : abonnés, total des vues et des likes, nombre de publications et chaque nouvelle vidéo publiée. Il répond à la question « que fait ce concurrent ? »",
        "Le suivi de vidéo porte sur une publication dans la durée : vues, likes, commentaires, partages et enregistrements à chaque actualisation. Il répond à la question « comment évolue cette vidéo en particulier ? » et c'est lui que vous utilisez pour les publications de campagne et les contenus sponsorisés.",
      ],
    },
    {
      type: "p",
      text: "Regroupez les deux dans des collections qui correspondent à vos questions : une par groupe de concurrents, une par campagne, une par niche que vous étudiez. Une liste de 200 comptes sans rapport entre eux est illisible ; cinq collections de 40, non.",
    },
    { type: "h2", id: "what-each-platform-exposes", text: "Ce que chaque plateforme rend public" },
    {
      type: "p",
      text: "Le suivi des comptes des autres repose uniquement sur les données publiques : mieux vaut donc savoir ce qu'elles comprennent.",
    },
    {
      type: "ul",
      items: [
        "YouTube : la Data API renvoie les vues, likes et commentaires par vidéo, et le nombre d'abonnés par chaîne. Ce nombre est arrondi (généralement à trois chiffres significatifs) : n'en déduisez donc pas de gains d'abonnés quotidiens exacts.",
        "TikTok : vues, likes, commentaires, partages et enregistrements sont affichés sur les vidéos publiques ; abonnés et total des likes sur les profils. L'API officielle ne couvre que les comptes qui se connectent, c'est pourquoi les outils de suivi lisent les pages publiques.",
        "Instagram : abonnés, nombre de publications, likes (sauf s'ils sont masqués) et commentaires sont publics pour les Reels, de même que le nombre de vues affiché dans l'appli ; partages et enregistrements sont privés.",
        "Threads : l'API officielle donne toutes les statistiques au propriétaire du compte ; consulter d'autres profils publics exige une autorisation distincte que Meta accorde après examen.",
      ],
    },
    { type: "h2", id: "refresh-cadence", text: "À quelle fréquence actualiser" },
    {
      type: "p",
      text: "Les vidéos courtes récoltent l'essentiel de leurs vues dans leurs premiers jours, puis se stabilisent, avec parfois une deuxième vague quand le fil les remet en avant. La fréquence d'actualisation doit correspondre à la question que vous vous posez :",
    },
    {
      type: "ul",
      items: [
        "Une actualisation quotidienne suffit pour suivre le niveau de base des concurrents, repérer les nouvelles vidéos hors norme dans la journée et construire des courbes de croissance exploitables.",
        "Deux fois par jour, c'est utile pendant les lancements et les campagnes, quand vous voulez réagir le jour même à une vidéo qui décolle.",
        "Une actualisation toutes les heures vaut rarement le coup pour la veille concurrentielle. Elle multiplie les requêtes vers les plateformes, et la plupart des décisions ne changent pas en une heure.",
      ],
    },
    {
      type: "tip",
      title: "Actualisez ce qui bouge encore",
      text: "Les anciennes vidéos évoluent lentement. Un bon outil de suivi actualise souvent les nouvelles vidéos et plus rarement les anciennes : le contenu frais reçoit l'attention qu'il mérite, et l'historique reste complet.",
    },
    { type: "h2", id: "history", text: "Combien d'historique conserver" },
    {
      type: "p",
      text: "Chaque actualisation ajoute un point de données. Conservés dans le temps, ces points répondent à des questions qu'un instantané ne peut pas trancher : à quelle vitesse une vidéo a progressé pendant ses 48 premières heures, si la médiane d'un concurrent a augmenté sur le trimestre, si une ancienne vidéo s'est soudain remise à progresser. Une semaine d'historique suffit pour suivre les nouvelles vidéos ; 30 jours montrent une campagne du début à la fin ; un historique plus long est indispensable pour les comparaisons d'un trimestre à l'autre et les tendances saisonnières.",
    },
    {
      type: "p",
      text: "L'historique vous protège aussi des changements de plateforme. Quand YouTube a commencé, le 31 mars 2025, à compter chaque lancement ou relecture d'un Short comme une vue, les séries qui enjambaient cette date ont affiché un bond qui relevait d'un changement de définition, pas de performance. Avec un historique, vous repérez ces marches et comparez chaque période selon ses propres règles.",
    },
    { type: "h2", id: "alerts", text: "Les alertes qui valent la peine" },
    {
      type: "ol",
      items: [
        "La nouvelle vidéo d'un concurrent dépasse plusieurs fois ses vues médianes : un sujet ou un format fonctionne en ce moment même.",
        "Une vidéo de campagne arrête de progresser : il est temps de la booster ou de réaffecter le budget.",
        "Le nombre d'abonnés d'un compte suivi bondit ou chute brutalement : il s'est passé quelque chose qui mérite un coup d'œil.",
      ],
    },
    {
      type: "p",
      text: "Envoyez les alertes là où votre équipe travaille déjà, par e-mail, dans un canal de messagerie ou via un webhook vers vos propres outils, et fixez des seuils stricts. Une alerte qui se déclenche toutes les heures finit vite ignorée.",
    },
    { type: "h2", id: "a-weekly-routine", text: "Une routine hebdomadaire" },
    {
      type: "ol",
      items: [
        "Passez en revue les nouvelles vidéos de chaque collection, triées par multiple par rapport à la médiane du compte.",
        "Notez les deux ou trois idées qui ont percé, avec leur hook, leur format et leur durée.",
        "Comparez la médiane de chaque concurrent à celle du mois précédent.",
        "Ajoutez les comptes nouvellement repérés et retirez ceux qui ne sont plus pertinents.",
      ],
    },
    { type: "h2", id: "try-it", text: "Commencez par une analyse gratuite" },
    {
      type: "p",
      text: "Feedscope suit les chaînes et les vidéos individuelles sur TikTok, Instagram Reels, YouTube Shorts et Threads, les actualise selon le rythme de votre forfait, conserve leur historique et envoie des alertes. Le plus rapide pour démarrer : une analyse gratuite d'un concurrent.",
    },
    {
      type: "cta",
      text: "Analysez le compte d'un concurrent, puis lancez son suivi en un clic.",
      label: "Surveiller un compte gratuitement",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
