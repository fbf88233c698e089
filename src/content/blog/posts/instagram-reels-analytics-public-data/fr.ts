import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Analyse des Reels Instagram : ce que vous pouvez (ou non) voir sur n'importe quel compte",
  description:
    "Quelles statistiques des Reels sont publiques, lesquelles seul le propriétaire voit, ce que change le passage des lectures aux vues, et comment analyser les Reels de vos concurrents.",
  excerpt:
    "Les likes et les commentaires sont publics, les partages non, et le nombre de vues vient de changer de sens. Une carte claire des données des Reels avant de comparer des comptes.",
  body: [
    {
      type: "p",
      text: "Instagram est la plateforme où les statistiques publiques sont les plus déroutantes. L'appli affiche un nombre de vues sur les Reels, les likes peuvent être masqués, les partages ne sont jamais publics, et l'API officielle expose des champs différents selon que le compte vous appartient ou non. Si vous comparez des créateurs ou suivez des concurrents, vous devez savoir quels chiffres vous avez réellement sous les yeux. Ce guide fait le point sur ce qui est visible, ce qui ne l'est pas, et comment composer avec les manques.",
    },
    { type: "h2", id: "what-is-public", text: "Ce qui est public sur un Reel" },
    {
      type: "ul",
      items: [
        "Vues : affichées sur les Reels dans l'appli et sur le web. C'est le chiffre phare de la portée.",
        "Likes : publics, sauf si le créateur a choisi de masquer le nombre de likes.",
        "Commentaires : le nombre est public, sauf si les commentaires sont désactivés.",
        "Date de publication, légende et durée : publiques.",
        "Au niveau du compte : le nombre d'abonnés et de publications est public pour tout compte public.",
      ],
    },
    {
      type: "p",
      text: "Les partages, enregistrements, la couverture, la durée de visionnage et les données démographiques de l'audience ne sont pas visibles de l'extérieur. Seul le propriétaire du compte y a accès, dans les statistiques d'Instagram ou via l'API officielle avec son autorisation.",
    },
    { type: "h2", id: "what-the-api-gives", text: "Ce que l'API officielle donne aux tiers" },
    {
      type: "p",
      text: "L'Instagram Graph API de Meta propose une fonctionnalité appelée Business Discovery, qui permet à un compte professionnel ou créateur de consulter un autre compte professionnel ou créateur. Elle renvoie le nombre d'abonnés, d'abonnements et de publications du profil, et pour chaque publication la légende, le type de média, le permalien, l'horodatage, le nombre de likes et le nombre de commentaires. Elle ne permet pas du tout de consulter les comptes personnels, et le nombre de vues des Reels des autres ne fait pas partie des champs documentés. C'est pourquoi les outils qui affichent les vues des Reels de n'importe quel compte public lisent les données publiques du web au lieu de se reposer uniquement sur cette API.",
    },
    {
      type: "tip",
      title: "Masqué ou manquant ne veut pas dire zéro",
      text: "Quand un créateur masque ses likes, la valeur honnête est « inconnue », pas 0. Un outil qui enregistre 0 affichera un effondrement de l'engagement qui n'existe pas. Traitez aussi les valeurs manquantes comme manquantes dans vos propres tableurs.",
    },
    { type: "h2", id: "plays-became-views", text: "En 2025, les lectures sont devenues des vues" },
    {
      type: "p",
      text: "Instagram a changé sa métrique vidéo en 2025. Dans les statistiques du propriétaire du compte, la nouvelle métrique s'appelle « vues » et couvre les Reels, les publications du fil et les stories ; les anciennes métriques plays, replays et aggregated plays ont été dépréciées dans l'API le 21 avril 2025. Pour l'analyse, cela a deux conséquences. D'abord, une série temporelle qui enjambe ce changement peut montrer une marche qui n'a rien à voir avec la performance. Ensuite, quand vous comparez des chiffres issus de différents outils, vérifiez si chacun affiche des lectures ou des vues : on a vu des sources de données tierces renvoyer les deux, avec des valeurs différentes pour le même Reel.",
    },
    { type: "h2", id: "engagement-on-reels", text: "L'engagement des Reels sans les partages" },
    {
      type: "p",
      text: "Comme les partages et les enregistrements sont privés, l'engagement que vous pouvez calculer pour le Reel de quelqu'un d'autre se limite aux likes plus les commentaires. Divisé par les vues, on obtient un taux d'engagement comparable d'un Reel à l'autre et entre comptes Instagram, mais pas directement avec TikTok, où partages et enregistrements sont publics et s'ajoutent au total. Pour comparer des plateformes, comparez uniquement les éléments visibles sur les deux (likes et commentaires) ou indiquez clairement ce que contiennent vos chiffres.",
    },
    {
      type: "ol",
      items: [
        "Récupérez les Reels récents du compte avec leurs vues, likes et commentaires.",
        "Calculez les vues médianes : c'est votre référence pour un Reel typique.",
        "Pour chaque Reel, calculez (likes + commentaires) / vues ainsi que ses vues par rapport à la médiane.",
        "Repérez les Reels qui dépassent largement la médiane et vérifiez si leur taux d'engagement est lui aussi plus élevé, ou si la portée est venue sans interaction.",
      ],
    },
    { type: "h2", id: "comparing-accounts", text: "Comparer équitablement des comptes Instagram" },
    {
      type: "p",
      text: "Sur Instagram, le nombre d'abonnés en dit peu sur la portée des Reels, car ceux-ci sont diffusés aux non-abonnés via l'onglet Reels et l'onglet Explorer. Un créateur à 50 000 abonnés dont les Reels atteignent typiquement 40 000 vues n'est pas du tout dans la même situation qu'un créateur à 500 000 abonnés dont les Reels plafonnent typiquement à 15 000. Utilisez les vues médianes des Reels comme mesure principale de la portée, et les vues par abonné comme signal secondaire de la part de l'audience qui est encore active.",
    },
    {
      type: "ul",
      items: [
        "Comparez des Reels avec des Reels. Les carrousels et les photos se comportent différemment et n'ont pas de nombre de vues.",
        "Utilisez une période récente, comme les 30 derniers Reels, pour que les anciens contenus ne faussent pas tout.",
        "Laissez quelques jours aux Reels récents avant de les juger.",
        "Vérifiez les likes masqués avant de classer des comptes par engagement.",
      ],
    },
    { type: "h2", id: "what-to-track-over-time", text: "Ce qu'il faut suivre dans le temps" },
    {
      type: "p",
      text: "Un instantané unique vous dit où en est un compte ; des instantanés répétés vous disent où il va. Enregistrer chaque jour les vues, likes et commentaires de chaque Reel montre à quelle vitesse un nouveau contenu décolle, quand il arrête de progresser et quels Reels continuent de gagner des vues des semaines plus tard. Pour la veille concurrentielle, cet historique est souvent plus utile que les totaux : un Reel qui progresse encore après deux semaines est à nouveau recommandé, ce qui en dit long sur son sujet.",
    },
    { type: "h2", id: "try-it", text: "Analyser un compte Reels" },
    {
      type: "p",
      text: "L'analyse Instagram Reels gratuite de Feedscope affiche, pour n'importe quel compte public, les vues médianes et moyennes, l'engagement et le multiple de chaque Reel récent par rapport à la médiane, et traite les compteurs masqués comme inconnus plutôt que comme des zéros.",
    },
    {
      type: "cta",
      text: "Saisissez un nom d'utilisateur Instagram pour voir ses Reels comme le décrit ce guide.",
      label: "Analyser un compte Instagram Reels",
      href: "/analyze/analyze-instagram-reels-account/",
    },
  ],
};

export default post;
