import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Le taux d'engagement expliqué : des définitions solides pour comparer les créateurs",
  description:
    "Engagement sur les vues ou sur les abonnés, interactions à compter sur TikTok, Reels, Shorts et Threads, et pièges à éviter quand vous évaluez des influenceurs.",
  excerpt:
    "Deux outils peuvent afficher 2 % et 9 % de taux d'engagement pour le même créateur, et avoir raison tous les deux. Connaissez la définition avant de vous fier au chiffre.",
  body: [
    {
      type: "p",
      text: "Le taux d'engagement est la première métrique que demandent les marques quand elles évaluent un influenceur, et celle qui varie le plus d'un outil à l'autre. La raison est simple : il n'existe pas de définition unique. Chaque formule répond à une question légèrement différente, et chaque plateforme rend visibles des interactions différentes. Cet article passe en revue les définitions courantes, ce à quoi chacune sert, et propose une checklist pour comparer les créateurs équitablement.",
    },
    { type: "h2", id: "the-building-blocks", text: "Les briques de base : quelles interactions compter" },
    {
      type: "p",
      text: "L'engagement est une somme d'interactions. Les candidates : likes, commentaires, partages et enregistrements (favoris). Toutes les plateformes ne les rendent pas publiques :",
    },
    {
      type: "ul",
      items: [
        "TikTok : likes, commentaires, partages et enregistrements sont tous visibles sur les vidéos publiques.",
        "YouTube Shorts : likes et commentaires sont publics (le créateur peut masquer ou désactiver l'un comme l'autre). Il n'existe aucun compteur public de partages ni d'enregistrements, et les dislikes sont privés depuis décembre 2021.",
        "Instagram Reels : les likes (sauf s'ils sont masqués) et les commentaires sont publics ; partages et enregistrements ne sont visibles que par le propriétaire du compte.",
        "Threads : l'API officielle fournit au propriétaire du compte les likes, réponses, republications, citations et partages ; consulter d'autres profils nécessite une autorisation spéciale.",
      ],
    },
    {
      type: "p",
      text: "Feedscope définit l'engagement comme likes + commentaires + partages + favoris, en ne comptant que les éléments que la plateforme rend publics. Un élément masqué est laissé de côté plutôt que compté comme zéro. Le chiffre reste ainsi honnête, mais cela signifie aussi que l'engagement sur TikTok additionne plus d'éléments que sur Instagram : comparez donc d'abord les taux au sein d'une même plateforme.",
    },
    { type: "h2", id: "by-views-or-by-followers", text: "Sur les vues ou sur les abonnés ?" },
    {
      type: "p",
      text: "Les deux formules les plus courantes divisent le même engagement par des dénominateurs différents.",
    },
    { type: "h3", text: "Taux d'engagement sur les vues" },
    {
      type: "p",
      text: "L'engagement divisé par les vues, vidéo par vidéo. Il répond à la question : parmi les personnes qui ont vu cette vidéo, combien ont interagi ? C'est la mesure naturelle en vidéo courte, où la plupart des vues viennent des fils de recommandations plutôt que des abonnés. Elle est comparable entre comptes de toutes tailles, et c'est celle que Feedscope utilise pour chaque vidéo.",
    },
    { type: "h3", text: "Taux d'engagement sur les abonnés" },
    {
      type: "p",
      text: "L'engagement divisé par le nombre d'abonnés, généralement en moyenne sur les dernières publications. Il répond à la question : à quel point la communauté construite par le créateur est-elle active ? C'est la métrique historique d'Instagram, toujours utile pour cette question, mais en vidéo courte elle est faussée par la portée auprès des non-abonnés. Une vidéo qui devient virale hors de la communauté peut afficher un taux d'engagement sur les abonnés supérieur à 100 %, ce qui ne dit rien de la fidélité de l'audience.",
    },
    {
      type: "tip",
      title: "Indiquez toujours la formule",
      text: "Quand vous communiquez un taux d'engagement à un client ou à votre équipe, écrivez la formule à côté : « (likes + commentaires + partages + enregistrements) / vues, médiane des 30 dernières vidéos ». La moitié des désaccords sur l'engagement viennent de deux personnes qui n'utilisent pas la même définition.",
    },
    { type: "h2", id: "averaging-rates", text: "Agréger les taux sur plusieurs vidéos" },
    {
      type: "p",
      text: "Un taux d'engagement à l'échelle du compte peut se calculer de deux façons : engagement total divisé par vues totales, ou médiane des taux de chaque vidéo. La première est dominée par les plus grosses vidéos : une seule publication virale avec un taux faible tire le chiffre du compte vers le bas. La médiane des taux par vidéo décrit une publication typique ; c'est le choix le plus robuste pour évaluer un créateur. Si vous utilisez les totaux, précisez-le.",
    },
    { type: "h2", id: "red-flags", text: "Signaux d'alerte et ce qu'ils veulent souvent dire" },
    {
      type: "ul",
      items: [
        "Beaucoup de vues, presque aucun commentaire : la portée vient peut-être d'un son tendance ou d'un repost plutôt que d'un intérêt pour le créateur. Vérifiez plusieurs vidéos avant de conclure quoi que ce soit.",
        "Un taux d'engagement bien au-dessus des comptes similaires sur absolument chaque vidéo : lisez les commentaires. Des commentaires répétitifs et génériques peuvent trahir des pods d'engagement ou de l'activité achetée.",
        "Des likes qui tombent soudain à zéro : le créateur a peut-être masqué ses compteurs de likes. C'est une valeur manquante, pas un effondrement.",
        "Sur TikTok, beaucoup d'enregistrements par rapport aux likes : souvent le signe d'un contenu utile (recettes, tutos) que les gens comptent revoir. Un bon signal pour des campagnes pédagogiques.",
      ],
    },
    { type: "h2", id: "a-vetting-checklist", text: "Une checklist pour évaluer un créateur" },
    {
      type: "ol",
      items: [
        "Utilisez une période récente (par exemple les 30 dernières vidéos) et écartez les vidéos de moins de quelques jours.",
        "Calculez l'engagement par vidéo avec les éléments que la plateforme rend publics, et notez lesquels.",
        "Prenez la médiane des taux d'engagement par vidéo.",
        "Regardez la dispersion : un créateur dont le taux est stable d'une vidéo à l'autre est plus prévisible qu'un créateur avec quelques pics.",
        "Lisez les commentaires des vidéos les plus et les moins performantes. Les chiffres montrent combien les gens interagissent ; les commentaires montrent qui ils sont.",
        "Comparez le créateur à ses pairs sur la même plateforme et avec des vues médianes similaires, pas à l'ensemble du marché.",
      ],
    },
    {
      type: "quote",
      text: "Un taux d'engagement sans sa formule, c'est une opinion. Avec la formule et la période, il devient une preuve.",
    },
    { type: "h2", id: "try-it", text: "Voir l'engagement vidéo par vidéo" },
    {
      type: "p",
      text: "L'analyse d'influenceur gratuite de Feedscope affiche pour chaque vidéo les vues, likes, commentaires, partages, favoris et l'engagement, à côté de son multiple par rapport à la médiane du compte. Vous vérifiez ainsi l'engagement d'un créateur avec une définition claire avant de lancer une campagne.",
    },
    {
      type: "cta",
      text: "Évaluez un créateur en une minute avec l'analyse d'influenceur gratuite.",
      label: "Analyser un influenceur",
      href: "/analyze/influencer-tracking/",
    },
  ],
};

export default post;
